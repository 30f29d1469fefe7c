import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { registrationDescribe, registrationMachine, type RegistrationInput } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { fakeLoginResult, fakeMember, fakeVerification, nothing } from '../storybook/fakes';
import { RegistrationForm } from './RegistrationForm';

const input: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  identityProvider: false,
  fields: { affiliateCode: { enabled: true, required: false } },
  domain: 'portal.example',
  registerUrl: 'https://portal.example/register',
};

function start(uiState: string) {
  const machine = registrationMachine.provide({
    actors: {
      verifyAffiliateCode: fromPromise(async ({ input: request }) => request.code === 'AFF123'),
      verifyHuman: fromPromise(async () => fakeVerification),
      register: fromPromise(async () => fakeLoginResult),
      storeToken: fromPromise(nothing),
      loadMemberInfo: fromPromise(async () => fakeMember),
    },
  });
  const actor = startAt(machine, input, registrationDescribe, uiState);
  renderWithProviders(<RegistrationForm actorRef={actor} />);
  return actor;
}

async function fillAndSubmit(affiliateCode: string) {
  await userEvent.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'player01');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret99');
  await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret99');
  await userEvent.type(screen.getByLabelText(/Invitation code/), affiliateCode);
  await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
  await userEvent.click(screen.getByRole('checkbox', { name: /over 18/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('RegistrationForm', () => {
  it('shows the terms and age errors inline', async () => {
    start('editing');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('checkbox', { name: /terms and conditions/i })).toHaveAccessibleDescription(
      'Please read and agree to the terms and conditions',
    );
    expect(screen.getByRole('checkbox', { name: /over 18/ })).toBeInvalid();
  });

  it('reports an invalid invitation code', async () => {
    start('editing');
    await fillAndSubmit('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invitation code');
    expect(screen.getByLabelText(/Invitation code/)).toBeInvalid();
  });

  it('registers with a valid code', async () => {
    const actor = start('editing');
    await fillAndSubmit('AFF123');
    expect(await screen.findByText('Your account is ready. Have fun!')).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true);
  });

  it('hides the affiliate field when the URL code is valid', () => {
    start('affiliateHidden');
    expect(screen.queryByLabelText(/Invitation code/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('AFF123');
  });
});
