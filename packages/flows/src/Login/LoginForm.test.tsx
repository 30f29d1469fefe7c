import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { CodedError, loginDescribe, loginMachine, type LoginInput } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { fakeCaptcha, fakeLoginResult, fakeMember, fakeVerification, nothing } from '../storybook/fakes';
import { LoginForm } from './LoginForm';

const input: LoginInput = {
  page: 'portal',
  codeLoginEnabled: true,
  passwordExpiryEnforced: true,
  defaultWeakPassword: 'weak123',
};

function start(uiState: string, calls: unknown[] = []) {
  const machine = loginMachine.provide({
    actors: {
      verifyHuman: fromPromise(async () => fakeVerification),
      login: fromPromise(async ({ input: request }) => {
        calls.push(request);
        return fakeLoginResult;
      }),
      storeToken: fromPromise(nothing),
      rememberCredentials: fromPromise(nothing),
      loadMemberInfo: fromPromise(async () => fakeMember),
      fetchCaptcha: fromPromise(async () => fakeCaptcha),
      sendSecondVerificationCode: fromPromise(async ({ input: request }) => {
        calls.push(request);
        return { expiredMinutes: 1 };
      }),
      answerSecondVerification: fromPromise(async ({ input: request }) => {
        calls.push(request);
        if (request.answer !== '123456') throw new CodedError('INVALID_VERIFICATION_CODE');
        return fakeLoginResult;
      }),
    },
  });
  const actor = startAt(machine, input, loginDescribe, uiState);
  const links = { onRegister: vi.fn(), onForgotPassword: vi.fn(), onOpenTerms: vi.fn() };
  renderWithProviders(<LoginForm actorRef={actor} onContactSupport={vi.fn()} {...links} />);
  return Object.assign(actor, { links });
}

describe('LoginForm', () => {
  it('links to registration, the forgotten password and the terms (SPEC §2)', async () => {
    const { links } = start('editing');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(links.onRegister).toHaveBeenCalledOnce();
    expect(links.onForgotPassword).toHaveBeenCalledOnce();
    expect(links.onOpenTerms).toHaveBeenCalledOnce();
  });

  it('submits the typed credentials and logs in', async () => {
    const calls: unknown[] = [];
    const actor = start('editing', calls);
    await userEvent.type(screen.getByLabelText(/Username/, { selector: 'input' }), ' player01 ');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), ' secret99');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Welcome back!');
    // The username is trimmed; the password is sent as typed, as registration keeps it.
    expect(calls).toEqual([
      {
        type: 'username',
        username: 'player01',
        password: ' secret99',
        loginArea: 'member',
        humanVerification: fakeVerification,
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows inline errors instead of submitting an empty form', async () => {
    const calls: unknown[] = [];
    start('editing', calls);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/Username/, { selector: 'input' })).toBeInvalid();
    expect(calls).toEqual([]);
  });

  it('shows the captcha only when required', () => {
    start('editing');
    expect(screen.queryByLabelText(/Captcha/, { selector: 'input' })).toBeNull();
  });

  it('shows the captcha image and sends REFRESH_CAPTCHA', async () => {
    const actor = start('captchaShown');
    expect(
      screen.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Can't read it? Contact support" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new captcha' }));
    expect(actor.getSnapshot().matches({ active: { captchaThrottle: 'closed' } })).toBe(true);
  });

  it('switches to the SMS tab with SWITCH_MODE', async () => {
    const actor = start('editing');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(actor.getSnapshot().context.mode).toBe('sms');
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('shows the forced password change notice', () => {
    start('passwordChangeRequired');
    expect(screen.getByRole('alert')).toHaveTextContent('default password');
  });

  it('confirms a login from a new location with a code sent by SMS, then logs in', async () => {
    const calls: unknown[] = [];
    const actor = start('choosingSecondVerification', calls);
    await userEvent.click(screen.getByRole('button', { name: 'SMS code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(screen.getByLabelText(/SMS code/, { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Welcome back!');
    expect(calls).toEqual([
      { challengeId: 'CHALLENGE-DEMO', method: 'SMS' },
      { challengeId: 'CHALLENGE-DEMO', method: 'SMS', answer: '123456' },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the challenge after a wrong answer and shows why', async () => {
    start('secondVerificationBankName');
    await userEvent.type(screen.getByLabelText(/Bank account name/), 'Juan Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Verify it's you" })).toBeInTheDocument();
  });

  it('goes back to the form when the person gives up the second verification', async () => {
    const actor = start('secondVerificationCode');
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.secondVerification).toBeNull();
  });

  it('shows the server error from the errors namespace', () => {
    start('failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password');
  });
});
