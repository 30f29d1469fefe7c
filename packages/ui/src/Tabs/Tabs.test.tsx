import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Tabs } from './Tabs';

function LoginTabs() {
  return (
    <Tabs.Root defaultValue="username">
      <Tabs.List aria-label="Login method">
        <Tabs.Trigger value="username">Username</Tabs.Trigger>
        <Tabs.Trigger value="sms" count={2}>
          SMS
        </Tabs.Trigger>
        <Tabs.Trigger value="social" disabled>
          Social
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username">username form</Tabs.Content>
      <Tabs.Content value="sms">sms form</Tabs.Content>
      <Tabs.Content value="social">social form</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('points every tab, the disabled one too, at a panel in the page', () => {
    renderWithProviders(<LoginTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toHaveAttribute(
        'role',
        'tabpanel',
      );
    }
  });

  it('shows the default panel and switches on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginTabs />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('username form');
    await user.click(screen.getByRole('tab', { name: /SMS/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('sms form');
  });

  it('moves with arrow keys and skips disabled tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginTabs />);
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /SMS/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });

  it('shows a count badge only above zero', () => {
    renderWithProviders(<LoginTabs />);
    expect(screen.getByRole('tab', { name: /SMS/ })).toHaveTextContent('SMS2');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveTextContent(/^Username$/);
  });
});
