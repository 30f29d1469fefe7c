import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@portal/api-contract';
import { mockCredentials, mockIds, override } from '@portal/api-contract/mocks';
import { loginDescribe, loginMachine, type LoginInput } from '@portal/machines';
import { startAt } from '../test/actors';
import { withMockApi } from '../test/flowActors';
import { renderWithProviders } from '@portal/ui/testing';
import { LoginForm } from './LoginForm';

const flowActors = withMockApi();
const input: LoginInput = {
  page: 'portal',
  codeLoginEnabled: true,
  passwordExpiryEnforced: true,
  defaultWeakPassword: 'weak123',
};

function start(uiState: string, ...overrides: ReturnType<typeof override>[]) {
  const { actors, sentTo, world } = flowActors({ overrides });
  const actor = startAt(loginMachine.provide(actors.login), input, loginDescribe, uiState);
  const links = { onRegister: vi.fn(), onForgotPassword: vi.fn(), onOpenTerms: vi.fn() };
  renderWithProviders(<LoginForm actorRef={actor} onContactSupport={vi.fn()} {...links} />);
  return { actor, links, sentTo, world };
}

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Username/, { selector: 'input' }), username);
  await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const returning = mockCredentials.returningMember;

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
    const { actor, sentTo } = start('editing');
    await logIn(` ${returning.username} `, returning.password);
    await screen.findByText('Welcome back!');
    // The username is trimmed.
    expect(sentTo(contract.auth.login)).toEqual([
      {
        type: 'username',
        username: returning.username,
        password: returning.password,
        loginArea: 'member',
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the server’s refusal of a wrong password', async () => {
    const { actor } = start('editing');
    await logIn(returning.username, 'notMyPass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('sends the captcha the server demanded with the key its image was asked for', async () => {
    const { sentTo, world } = start(
      'editing',
      override(contract.auth.login, { error: 'CAPTCHA_REQUIRED', captchaRequired: true }, { once: true }),
    );
    await logIn(returning.username, returning.password);
    const captcha = await screen.findByLabelText(/Captcha/, { selector: 'input' });
    await screen.findByRole('img', { name: 'Captcha image: type the characters it shows' });
    await userEvent.type(captcha, mockCredentials.captcha);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Welcome back!');
    const [imageRequest] = world.received.filter(
      ({ endpointId }) => endpointId === contract.system.captcha.id,
    );
    expect(sentTo(contract.auth.login)).toEqual([
      expect.objectContaining({
        captcha: mockCredentials.captcha,
        captchaKey: (imageRequest?.query as { captchaKey: string }).captchaKey,
      }),
    ]);
  });

  it('shows inline errors instead of submitting an empty form', async () => {
    const { sentTo } = start('editing');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/Username/, { selector: 'input' })).toBeInvalid();
    expect(sentTo(contract.auth.login)).toEqual([]);
  });

  it('shows the captcha only when required', () => {
    start('editing');
    expect(screen.queryByLabelText(/Captcha/, { selector: 'input' })).toBeNull();
  });

  it('shows the captcha image and sends REFRESH_CAPTCHA', async () => {
    const { actor } = start('captchaShown');
    expect(
      screen.getByRole('img', { name: 'Captcha image: type the characters it shows' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Can't read it? Contact support" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get a new captcha' }));
    expect(actor.getSnapshot().matches({ active: { captchaThrottle: 'closed' } })).toBe(true);
  });

  it('switches to the SMS tab with SWITCH_MODE', async () => {
    const { actor } = start('editing');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(actor.getSnapshot().context.mode).toBe('sms');
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('shows the forced password change notice', () => {
    start('passwordChangeRequired');
    expect(screen.getByRole('alert')).toHaveTextContent('default password');
  });

  it('confirms a login from a new location with a code sent by SMS, then logs in', async () => {
    const { actor, sentTo } = start('choosingSecondVerification');
    await userEvent.click(screen.getByRole('button', { name: 'SMS code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(
      screen.getByLabelText(/SMS code/, { selector: 'input' }),
      mockCredentials.secondVerificationAnswer,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Welcome back!');
    const challengeId = mockIds.secondVerificationChallenge;
    expect(sentTo(contract.auth.secondVerificationCode)).toEqual([{ challengeId, method: 'SMS' }]);
    expect(sentTo(contract.auth.secondVerification)).toEqual([
      { challengeId, method: 'SMS', answer: mockCredentials.secondVerificationAnswer },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the challenge after a wrong answer and shows why', async () => {
    start('secondVerificationBankName');
    await userEvent.type(screen.getByLabelText(/Bank account name/), 'Juan Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.getByRole('heading', { name: "Verify it's you" })).toBeInTheDocument();
  });

  it('goes back to the form when the person gives up the second verification', async () => {
    const { actor } = start('secondVerificationCode');
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.secondVerification).toBeNull();
  });

  it('shows the server error from the errors namespace', () => {
    start('failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password');
  });
});
