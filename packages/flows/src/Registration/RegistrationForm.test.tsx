import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-contract';
import { mockCredentials } from '@portal/api-contract/mocks';
import { registrationDescribe, registrationMachine, type RegistrationInput } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { RegistrationForm } from './RegistrationForm';

const flowActors = withMockApi();

const input: RegistrationInput = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  identityProvider: false,
  fields: { affiliateCode: { enabled: true, required: false } },
  domain: 'portal.example',
  registerUrl: 'https://portal.example/register',
};

function start(uiState: string, machineInput: RegistrationInput = input) {
  const { actors, sentTo, world } = flowActors();
  const actor = startAt(
    registrationMachine.provide(actors.registration),
    machineInput,
    registrationDescribe,
    uiState,
  );
  const onForgotPassword = vi.fn();
  renderWithProviders(
    <RegistrationForm actorRef={actor} onContactSupport={vi.fn()} onForgotPassword={onForgotPassword} />,
  );
  return { actor, onForgotPassword, registrations: () => sentTo(contract.auth.register), world };
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
  it('links to the forgotten password (SPEC §2)', async () => {
    const { onForgotPassword } = start('editing');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('shows the terms and age errors inline', async () => {
    start('editing');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('checkbox', { name: /terms and conditions/i })).toHaveAccessibleDescription(
      'Please read and agree to the terms and conditions',
    );
    expect(screen.getByRole('checkbox', { name: /over 18/ })).toBeInvalid();
  });

  it('reports an invitation code the server does not know, and registers nobody', async () => {
    const { registrations, world } = start('editing');
    await fillAndSubmit('NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invitation code');
    expect(screen.getByLabelText(/Invitation code/)).toBeInvalid();
    expect(registrations()).toEqual([]);
    expect(world.accounts.has('player01')).toBe(false);
  });

  it('registers with an agent’s invitation code', async () => {
    const { actor, world } = start('editing');
    await fillAndSubmit(mockCredentials.affiliateCode);
    expect(await screen.findByText('Your account is ready. Have fun!')).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true);
    expect(world.accounts.get('player01')?.upline).toBe(mockCredentials.affiliateAgent.username);
  });

  it('asks for the captcha the merchant turns on, and sends its answer with the image’s key', async () => {
    const { registrations } = start('captchaShown', {
      ...input,
      fields: { ...input.fields, captcha: { enabled: true, required: true } },
    });
    expect(
      screen.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), mockCredentials.captcha);
    await fillAndSubmit(mockCredentials.affiliateCode);
    await screen.findByText('Your account is ready. Have fun!');
    expect(registrations()).toEqual([
      expect.objectContaining({
        captcha: mockCredentials.captcha,
        captchaKey: 'captcha-sample',
        password: 'secret99',
      }),
    ]);
  });

  it('shows the server’s refusal of a wrong captcha', async () => {
    const { world } = start('captchaShown', {
      ...input,
      fields: { ...input.fields, captcha: { enabled: true, required: true } },
    });
    await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), '9999');
    await fillAndSubmit(mockCredentials.affiliateCode);
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha check failed');
    expect(world.accounts.has('player01')).toBe(false);
  });

  it('asks the mobile tab for no password where MOBILENUMPASSREG3 is off, and the SMS code instead', () => {
    start('editingMobile', { ...input, mobilePassword: false });
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(/Confirm password/)).toBeNull();
    expect(screen.getByLabelText(/Verification code/, { selector: 'input' })).toBeRequired();
  });

  it('hides the affiliate field when the URL code is valid', () => {
    start('affiliateHidden');
    expect(screen.queryByLabelText(/Invitation code/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('AFF123');
  });
});
