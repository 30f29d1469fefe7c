import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { loginDescribe, loginMachine, type LoginInput } from '@portal/machines';
import { startAt } from '../test/actors';
import { renderWithProviders } from '@portal/ui/testing';
import { fakeCaptchaImage, fakeLoginResult, fakeMember, fakeVerification, nothing } from '../storybook/fakes';
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
      fetchCaptcha: fromPromise(async () => fakeCaptchaImage),
    },
  });
  const actor = startAt(machine, input, loginDescribe, uiState);
  renderWithProviders(<LoginForm actorRef={actor} />);
  return actor;
}

describe('LoginForm', () => {
  it('submits the typed credentials and logs in', async () => {
    const calls: unknown[] = [];
    const actor = start('editing', calls);
    await userEvent.type(screen.getByLabelText(/Username/, { selector: 'input' }), ' player01 ');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret99');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Welcome back!');
    expect(calls).toEqual([
      expect.objectContaining({
        type: 'username',
        username: 'player01',
        password: 'secret99',
        captcha: null,
      }),
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
    expect(screen.getByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
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

  it('shows the server error from the errors namespace', () => {
    start('failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password');
  });
});
