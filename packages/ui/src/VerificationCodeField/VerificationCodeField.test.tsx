import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldTestSuite } from '../test/fieldTestSuite';
import { renderWithProviders } from '../testing';
import { VerificationCodeField } from './VerificationCodeField';

fieldTestSuite('VerificationCodeField', {
  role: 'textbox',
  render: (props) => <VerificationCodeField {...props} secondsLeft={0} onSend={() => {}} />,
});

describe('VerificationCodeField', () => {
  it('labels the button by state: send, countdown, resend', () => {
    const onSend = vi.fn();
    const { rerender } = renderWithProviders(
      <VerificationCodeField label="Code" secondsLeft={0} onSend={onSend} />,
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    rerender(<VerificationCodeField label="Code" secondsLeft={59} sent onSend={onSend} />);
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toHaveAttribute('aria-disabled', 'true');
    rerender(<VerificationCodeField label="Code" secondsLeft={0} sent onSend={onSend} />);
    expect(screen.getByRole('button', { name: 'Resend' })).not.toHaveAttribute('aria-disabled');
  });

  it('calls onSend only when the button is ready', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = renderWithProviders(
      <VerificationCodeField label="Code" secondsLeft={10} onSend={onSend} />,
    );
    await user.click(screen.getByRole('button'));
    rerender(<VerificationCodeField label="Code" secondsLeft={0} sending onSend={onSend} />);
    await user.click(screen.getByRole('button'));
    rerender(<VerificationCodeField label="Code" secondsLeft={0} sendDisabled onSend={onSend} />);
    await user.click(screen.getByRole('button'));
    expect(onSend).not.toHaveBeenCalled();
    rerender(<VerificationCodeField label="Code" secondsLeft={0} onSend={onSend} />);
    await user.click(screen.getByRole('button'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is a one-time-code input with a six-character default limit', () => {
    renderWithProviders(<VerificationCodeField label="Code" secondsLeft={0} onSend={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
  });
});
