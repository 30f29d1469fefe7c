import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  renderWithProviders(<SmsCountdownButton actorRef={actor} mobileNum={mobileNum} countryDialingCode="+63" />);
  return { actor, sent: () => sentTo(contract.auth.registerSmsCode) };
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
});
