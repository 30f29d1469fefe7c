import { request as httpRequest } from 'node:http';
import { createApiClient } from '@portal/api-contract';
import { Secret, TOTP } from 'otpauth';
import { en, requiredField } from './support/i18n';
import { loginPopup, submitLoginForm } from './support/login';
import { smsCodeSentTo, unusedMobile } from './support/outbox';
import { e2eServer } from './support/server';
import { useSessionToken } from './support/session';
import { expect, expectAccessible, test } from './support/test';

// The authenticator app (TOTP) in the security centre: a lagoon player turns it on with codes the
// test computes from the key the page shows, signs out, and a login from a new IP asks for a code.

const lagoon = e2eServer.origin('lagoon');
const PASSWORD = 'Lagoon2026';
/**
 * The suite's server sees every browser request come from 127.0.0.1. The player signs up from
 * another loopback address, so that address is the only one their account knows and the
 * browser's later login comes from a new IP.
 */
const SIGN_UP_ADDRESS = '127.0.0.2';

/** `fetch` over node:http from a chosen source address (global fetch cannot pick one). */
function fetchFrom(localAddress: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const call = httpRequest(url, { method: init?.method ?? 'GET', headers, localAddress }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            if (typeof value === 'string') responseHeaders.set(name, value);
          const status = answer.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers: responseHeaders }));
        });
      });
      call.on('error', reject);
      if (typeof init?.body === 'string') call.write(init.body);
      call.end();
    });
}

/** A new lagoon member signed up (with its texted code) from SIGN_UP_ADDRESS; its username and token. */
async function signUpElsewhere(): Promise<{ username: string; token: string }> {
  const api = createApiClient({
    baseUrl: e2eServer.origin(),
    merchantCode: 'lagoon',
    getToken: () => null,
    getLanguage: () => 'en',
    fetch: fetchFrom(SIGN_UP_ADDRESS),
  }).api;
  const dialingCode = '+66';
  const mobile = unusedMobile(9, '8');
  const sentAfter = new Date();
  await api.auth.registerSmsCode({
    mobileNo: mobile,
    countryDialingCode: dialingCode,
    registerType: 'mobile',
  });
  const { token } = await api.auth.registerMobile({
    username: mobile,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode: await smsCodeSentTo(`${dialingCode}${mobile}`, sentAfter),
    registerUrl: `${lagoon}/register`,
    domain: 'lagoon.localhost',
    login: true,
  });
  if (!token) throw new Error('registration with login: true returned no token');
  return { username: mobile, token };
}

/** What an authenticator app holding `secret` shows, with its clock `aheadMs` fast. */
const codeFor = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

test('a player turns on the authenticator app, and a login from a new IP asks for its code', async ({
  page,
}) => {
  const { username, token } = await signUpElsewhere();
  await useSessionToken(page, 'lagoon', token);
  await page.goto(`${lagoon}/member?page=securityCenter`);

  const section = page.getByRole('region', { name: en('account:accountSecurity.authenticator.title') });
  await section.getByRole('button', { name: en('account:accountSecurity.authenticator.start') }).click();
  await expect(
    section.getByRole('img', { name: en('account:accountSecurity.authenticator.qrLabel') }),
  ).toBeVisible();
  const secret = await section
    .getByRole('textbox', { name: en('account:accountSecurity.authenticator.key'), exact: true })
    .inputValue();
  await expectAccessible(page);
  await section
    .getByRole('textbox', { name: requiredField(en('account:accountSecurity.authenticator.code')) })
    .fill(codeFor(secret));
  await section.getByRole('button', { name: en('account:accountSecurity.authenticator.confirm') }).click();
  const recoveryCodes = section.getByRole('list', {
    name: en('account:accountSecurity.authenticator.recoveryTitle'),
  });
  await expect(recoveryCodes.getByRole('listitem')).toHaveCount(8);
  await expectAccessible(page);
  await section
    .getByRole('button', { name: en('account:accountSecurity.authenticator.recoverySaved') })
    .click();
  await expect(section).toContainText('8 recovery codes left');

  // Sign out, then log in again: the browser's address is new to the account.
  await page.getByRole('button', { name: en('nav:header.accountMenu') }).click();
  await page.getByRole('menuitem', { name: en('nav:accountMenu.signOut') }).click();
  await page
    .getByRole('alertdialog', { name: en('auth:logout.promptTitle') })
    .getByRole('button', { name: en('auth:logout.confirm') })
    .click();
  await expect(
    page
      .getByRole('banner', { includeHidden: true })
      .getByRole('button', { name: en('nav:header.login'), includeHidden: true }),
  ).toBeVisible();
  // Logout clears session storage, so the visitors' announcements could open over the header: a
  // reload puts back the note that they were closed (see support/test.ts).
  await page.reload();
  // The portal may offer the login popup by itself after a sign-out; otherwise the header's button.
  const login = loginPopup(page);
  const loginButton = page.getByRole('banner').getByRole('button', { name: en('nav:header.login') });
  await expect(login.or(loginButton)).toBeVisible();
  if (!(await login.isVisible())) await loginButton.click();
  await submitLoginForm(page, username, PASSWORD);

  // The login from a new IP asks for a second verification; the authenticator is offered first, as
  // the strongest method.
  const methods = login.getByRole('group', { name: en('auth:secondVerification.chooseMethod') });
  await expect(methods).toBeVisible();
  await expect(methods.getByRole('button').first()).toHaveText(
    en('auth:secondVerification.methods.authenticator'),
  );
  await methods.getByRole('button', { name: en('auth:secondVerification.methods.authenticator') }).click();
  await expectAccessible(page);
  // A code passes once: the set-up's would be refused, so this is the next time step's (a phone
  // whose clock runs a little fast, which the server allows for).
  await login
    .getByRole('textbox', { name: requiredField(en('auth:secondVerification.methods.authenticator')) })
    .fill(codeFor(secret, 30_000));
  await login.getByRole('button', { name: en('auth:secondVerification.submit') }).click();
  // Signed in: the login popup closed and the header shows the balance (the announcements for a
  // login may open over it).
  await expect(login).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: en('wallet:balance.label'), includeHidden: true }),
  ).toBeVisible();
});
