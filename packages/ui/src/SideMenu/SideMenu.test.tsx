import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { SideMenu } from './SideMenu';

function Menu(props: {
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSelect?: () => void;
}) {
  return (
    <SideMenu.Root defaultOpen={props.defaultOpen} onOpenChange={props.onOpenChange}>
      <SideMenu.Section title="Games">
        <SideMenu.Item category="HOME" href="/" active>
          Home
        </SideMenu.Item>
        <SideMenu.Item category="RNG" count={12} countLabel="12 games" onClick={props.onSelect}>
          Slots
        </SideMenu.Item>
        <SideMenu.Item icon="gift" count={0}>
          Rewards
        </SideMenu.Item>
      </SideMenu.Section>
    </SideMenu.Root>
  );
}

describe('SideMenu', () => {
  it('leaves opening and closing to another control when toggle is off', () => {
    const { rerender } = renderWithProviders(
      <SideMenu.Root open toggle={false}>
        <SideMenu.Section title="Games">
          <SideMenu.Item href="/">Home</SideMenu.Item>
        </SideMenu.Section>
      </SideMenu.Root>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Games' })).toBeInTheDocument();
    rerender(
      <SideMenu.Root open={false} toggle={false}>
        <SideMenu.Section title="Games">
          <SideMenu.Item href="/">Home</SideMenu.Item>
        </SideMenu.Section>
      </SideMenu.Root>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is an open navigation landmark with a named list', () => {
    renderWithProviders(<Menu />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Games' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the active item and only that one', () => {
    renderWithProviders(<Menu />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Slots/ })).not.toHaveAttribute('aria-current');
  });

  it('names count badges and hides them at zero', () => {
    renderWithProviders(<Menu />);
    expect(screen.getByRole('button', { name: 'Slots 12 games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('collapses and expands from the keyboard, renaming the toggle', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<Menu onOpenChange={onOpenChange} />);
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand menu');
    await userEvent.keyboard(' ');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('list', { name: 'Games' })).toBeInTheDocument();
  });

  it('can start collapsed', () => {
    renderWithProviders(<Menu defaultOpen={false} />);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('selects a button item', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Menu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Slots/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('opens external links in a new window and says so', () => {
    renderWithProviders(
      <SideMenu.Root>
        <SideMenu.Section>
          <SideMenu.Item icon="headset" href="https://cs.example" external>
            Customer service
          </SideMenu.Item>
        </SideMenu.Section>
      </SideMenu.Root>,
    );
    const link = screen.getByRole('link', { name: 'Customer service (Opens in a new window)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks Filipino in TY', () => {
    renderWithProviders(<Menu />, { language: 'ty' });
    expect(screen.getByRole('navigation', { name: 'Pangunahing menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Itiklop ang menu' })).toBeInTheDocument();
  });
});
