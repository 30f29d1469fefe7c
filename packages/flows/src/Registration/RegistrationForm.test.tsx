import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  CodedError,
  registrationDescribe,
  registrationMachine,
  type RegisterRequest,
  type RegisterResult,
  type RegistrationInput,
} from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { fakeCaptcha, fakeMember, fakeVerification, nothing } from '../storybook/fakes';
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

function start(uiState: string, machineInput: RegistrationInput = input, requests: RegisterRequest[] = []) {
  const machine = registrationMachine.provide({
    actors: {
      verifyAffiliateCode: fromPromise(async ({ input: request }) => {
        if (request.code !== 'AFF123') throw new CodedError('INVALID_INVITATION_CODE');
        return { affiliateCode: request.code, valid: true as const };
      }),
      verifyHuman: fromPromise(async () => fakeVerification),
      register: fromPromise(async ({ input: request }): Promise<RegisterResult> => {
        requests.push(request);
        return { token: 'test-token', firstTimeLogin: true };
      }),
      storeToken: fromPromise(nothing),
      loadMemberInfo: fromPromise(async () => fakeMember),
      fetchCaptcha: fromPromise(async () => fakeCaptcha),
    },
  });
  const actor = startAt(machine, machineInput, registrationDescribe, uiState);
  const onForgotPassword = vi.fn();
  renderWithProviders(
    <RegistrationForm actorRef={actor} onContactSupport={vi.fn()} onForgotPassword={onForgotPassword} />,
  );
  return Object.assign(actor, { onForgotPassword });
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

  it('asks for the captcha the merchant turns on, and sends its answer with the image’s key', async () => {
    const requests: RegisterRequest[] = [];
    start(
      'captchaShown',
      { ...input, fields: { ...input.fields, captcha: { enabled: true, required: true } } },
      requests,
    );
    expect(
      screen.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Captcha/, { selector: 'input' }), '7K2Q');
    await fillAndSubmit('AFF123');
    await screen.findByText('Your account is ready. Have fun!');
    expect(requests).toEqual([
      expect.objectContaining({
        registerType: 'username',
        body: expect.objectContaining({
          captcha: '7K2Q',
          captchaKey: 'captcha-sample',
          password: 'secret99',
        }),
      }),
    ]);
  });

  it('hides the affiliate field when the URL code is valid', () => {
    start('affiliateHidden');
    expect(screen.queryByLabelText(/Invitation code/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('AFF123');
  });
});
