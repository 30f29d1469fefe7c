import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { smsCountdownDescribe, smsCountdownMachine } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { SmsCountdownButton } from './SmsCountdownButton';

function start(uiState: string, sent: unknown[] = []) {
  const machine = smsCountdownMachine.provide({
    actors: {
      sendSmsCode: fromPromise(async ({ input }) => {
        sent.push(input);
        return { expiredMinutes: 2 };
      }),
      ticker: fromCallback(() => () => undefined),
    },
  });
  const actor = startAt(machine, { purpose: 'register' }, smsCountdownDescribe, uiState);
  renderWithProviders(
    <SmsCountdownButton actorRef={actor} mobileNum=" 9171234567 " countryDialingCode="+63" />,
  );
  return actor;
}

describe('SmsCountdownButton', () => {
  it('sends the number and starts the countdown', async () => {
    const sent: unknown[] = [];
    start('idle', sent);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 120s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sent).toEqual([
      {
        purpose: 'register',
        body: { mobileNo: '9171234567', countryDialingCode: '+63', registerType: 'mobile' },
      },
    ]);
  });

  it('ignores clicks while counting', async () => {
    const sent: unknown[] = [];
    start('counting', sent);
    await userEvent.click(screen.getByRole('button', { name: 'Resend in 42s' }));
    expect(sent).toEqual([]);
  });

  it('shows the server warning in a dialog and dismisses it with OK (SPEC §8)', async () => {
    const actor = start('warning');
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Daily SMS quota reached');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
