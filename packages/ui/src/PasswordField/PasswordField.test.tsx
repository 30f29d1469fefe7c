import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { PasswordField } from './PasswordField';

fieldTestSuite('PasswordField', {
  role: 'textbox',
  render: (props) => <PasswordField {...props} defaultVisible />,
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Hide password');
  });

  it('toggles with the keyboard and reports controlled changes', async () => {
    const user = userEvent.setup();
    const onVisibleChange = vi.fn();
    renderWithProviders(<PasswordField label="Password" visible={false} onVisibleChange={onVisibleChange} />);
    screen.getByRole('button', { name: 'Show password' }).focus();
    await user.keyboard('{Enter}');
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" disabled />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
