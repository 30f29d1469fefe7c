import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { svgsBreakingIconRule } from '../test/iconRule';
import { renderWithProviders } from '../testing';
import { Tooltip } from './Tooltip';

function RefreshBalance({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Tooltip content="Refresh balance" onOpenChange={onOpenChange} delayDuration={0}>
      <Button icon="refresh" aria-label="Refresh" />
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefreshBalance />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Refresh' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh balance');
    expect(trigger).toHaveAccessibleDescription('Refresh balance');
  });

  it('keeps its arrow (and every other svg) hidden from assistive tech and unfocusable', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefreshBalance />);
    await user.tab();
    await screen.findByRole('tooltip');
    expect(document.body.querySelectorAll('svg').length).toBeGreaterThan(1);
    expect(svgsBreakingIconRule(document.body)).toEqual([]);
  });

  it('hides on Escape and keeps focus on the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<RefreshBalance onOpenChange={onOpenChange} />);
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RefreshBalance />);
    const trigger = screen.getByRole('button', { name: 'Refresh' });
    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.unhover(trigger);
    // Radix keeps it while the pointer travels towards the tooltip (WCAG 1.4.13); move away.
    fireEvent.pointerMove(document.body, { clientX: 700, clientY: 500 });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('renders open by default when asked', () => {
    renderWithProviders(
      <Tooltip content="Hint" defaultOpen>
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hint');
  });
});
