import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-contract';
import { mockCredentials } from '@portal/api-contract/mocks';
import { smsCountdownDescribe, smsCountdownMachine } from '@portal/machines';
import { frozenTicker } from '../storybook/frozenTicker';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { SmsCountdownButton } from './SmsCountdownButton';

const flowActors = withMockApi();
/** Not the number of any mock account, so a registration code may be sent to it. */
const NEW_NUMBER = '9179876543';

function start(uiState: string, mobileNum = ` ${NEW_NUMBER} `) {
  const { actors, sentTo } = flowActors();
  // The ticker never ticks: the countdown stays where the server's answer put it.
  const machine = smsCountdownMachine.provide({
    actors: { ...actors.smsCountdown.actors, ticker: frozenTicker },
  });
  const actor = startAt(machine, { purpose: 'register' }, smsCountdownDescribe, uiState);
  const onContactSupport = vi.fn();
  renderWithProviders(
    <SmsCountdownButton
      actorRef={actor}
      mobileNum={mobileNum}
      countryDialingCode="+63"
      onContactSupport={onContactSupport}
    />,
  );
  return {
    actor,
    onContactSupport,
    sent: () => sentTo(contract.auth.registerSmsCode),
    captchasShown: () => sentTo(contract.system.captcha).length,
  };
}

describe('SmsCountdownButton', () => {
  it('sends the trimmed number and counts down for as long as the server says', async () => {
    const { sent } = start('idle');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // The mocks' codes expire in one minute.
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sent()).toEqual([{ mobileNo: NEW_NUMBER, countryDialingCode: '+63', registerType: 'mobile' }]);
  });

  it('shows the server’s refusal of a number already registered in the warning dialog', async () => {
    start('idle', mockCredentials.mobile.mobileNum);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('This account already exists'));
  });

  it('ignores clicks while counting', async () => {
    const { sent } = start('counting');
    await userEvent.click(screen.getByRole('button', { name: 'Resend in 42s' }));
    expect(sent()).toEqual([]);
  });

  it('shows the server warning in a dialog and dismisses it with OK (SPEC §8)', async () => {
    const { actor } = start('warning');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Daily SMS quota reached');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks for a captcha on a number’s third code of the day and re-sends with the answer', async () => {
    // The mocks' busy number has had its two codes today: the server wants a captcha with the next.
    const { mobileNum } = mockCredentials.busyMobile;
    const { sent, captchasShown, onContactSupport } = start('idle', mobileNum);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(dialog).toHaveAccessibleDescription(
      'You have asked for several codes today. Type the characters in the picture to get another.',
    );
    const captchaInput = () => within(dialog).getByLabelText(/Captcha/, { selector: 'input' });
    await within(dialog).findByRole('img', { name: 'Captcha image: type the characters it shows' });
    expect(captchasShown()).toBe(1);
    // No error before the person has tried: the request itself was the question.
    expect(captchaInput()).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: /contact support/i }));
    expect(onContactSupport).toHaveBeenCalledOnce();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(captchaInput()).toHaveAccessibleDescription('Input cannot be empty');

    await userEvent.type(captchaInput(), '9999{Enter}');
    await waitFor(() => expect(captchaInput()).toHaveAccessibleDescription('Captcha check failed'));
    // The wrong answer spent the picture: a new one is fetched.
    await waitFor(() => expect(captchasShown()).toBe(2));
    // Sending waits for the new picture: the key of the last one is spent.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled'),
    );

    await userEvent.type(captchaInput(), `${mockCredentials.captcha}{Enter}`);
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, wrong, right] = sent() as Array<Record<string, unknown>>;
    expect(first).toEqual({ mobileNo: mobileNum, countryDialingCode: '+63', registerType: 'mobile' });
    expect(wrong).toMatchObject({ captcha: '9999', captchaKey: expect.any(String) });
    expect(right).toMatchObject({ captcha: mockCredentials.captcha, captchaKey: expect.any(String) });
    expect(right?.captchaKey).not.toBe(wrong?.captchaKey);
  });

  it('goes back to the send button when the captcha is cancelled', async () => {
    const { actor } = start('idle', mockCredentials.busyMobile.mobileNum);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });
});
