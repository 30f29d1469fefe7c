import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { Checkbox } from './Checkbox';

fieldTestSuite('Checkbox', {
  role: 'checkbox',
  render: (props) => <Checkbox {...props} />,
});

describe('Checkbox', () => {
  it('toggles from its label and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox label="I agree" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows an inline error that describes the box', () => {
    renderWithProviders(<Checkbox label="I agree" error="Please agree to the terms" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree to the terms');
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Checkbox label="I agree" disabled />);
    await user.click(screen.getByText('I agree'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
