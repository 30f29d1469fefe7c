import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiClient } from '@portal/api-contract';
import { en, requiredField } from './i18n';
import { repoRoot } from './server';

/**
 * The local SMS provider's outbox log (apps/api/src/providers/sms.ts): one line per text,
 * `<ISO time>\t<E.164 phone>\t<body>`. The server writes it in demo mode (DEMO_MODE=1, see e2eServer) under apps/api/.data whatever its
 * database; the tests tell their texts apart by a phone number no other test uses.
 */
const SMS_OUTBOX_LOG = path.join(repoRoot, 'apps/api/.data/sms-outbox.log');

async function outboxLines(): Promise<string[]> {
  const text = await readFile(SMS_OUTBOX_LOG, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').filter(Boolean);
}

/** The verification code of the newest text sent to `phone` (E.164) since `since`, waiting for it. */
export async function smsCodeSentTo(phone: string, since: Date): Promise<string> {
  let code = '';
  await expect(async () => {
    const texts = (await outboxLines())
      .map((line) => line.split('\t'))
      .filter(([at, to]) => to === phone && at !== undefined && new Date(at) >= since);
    code = /code is (\d+)/u.exec(texts.at(-1)?.[2] ?? '')?.[1] ?? '';
    expect(code, `a code texted to ${phone}`).not.toBe('');
  }).toPass();
  return code;
}

/**
 * The answer to the captcha picture drawn under `captchaKey` (demo mode writes each answer to
 * apps/api/.data/captcha-outbox.log, `<ISO time>\t<key>\t<answer>`): the newest, which is the picture
 * on screen after a refresh.
 */
export async function captchaAnswerFor(captchaKey: string): Promise<string> {
  let answer = '';
  await expect(async () => {
    const text = await readFile(path.join(repoRoot, 'apps/api/.data/captcha-outbox.log'), 'utf8').catch(
      () => '',
    );
    const lines = text
      .split('\n')
      .map((line) => line.split('\t'))
      .filter(([, key]) => key === captchaKey);
    answer = lines.at(-1)?.[2] ?? '';
    expect(answer, `the answer of captcha ${captchaKey}`).not.toBe('');
  }).toPass();
  return answer;
}

/**
 * Follows the captcha pictures `page` asks for (the portal names each with a fresh key); the
 * returned function answers the one on screen in `form`, as a person reading it would (in the
 * field labelled `label`: the login and account forms' "Captcha" unless told).
 */
export function captchaAnswers(page: Page): (form: Locator, label?: string) => Promise<void> {
  let captchaKey = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') captchaKey = url.searchParams.get('captchaKey') ?? '';
  });
  return async (form, label = en('auth:captcha.label')) => {
    await expect(form.getByRole('img', { name: en('auth:captcha.imageAlt') })).toBeVisible();
    await form
      .getByRole('textbox', { name: requiredField(label), exact: true })
      .fill(await captchaAnswerFor(captchaKey));
  };
}

/** A captcha drawn for a call made through the contract's client, and its answer. */
export async function answeredCaptcha(api: ApiClient): Promise<{ captchaKey: string; captcha: string }> {
  const captchaKey = randomUUID();
  await api.api.system.captcha({ captchaKey });
  return { captchaKey, captcha: await captchaAnswerFor(captchaKey) };
}

/** A mobile number of `digits` digits that no seeded account and no other test uses. */
export function unusedMobile(digits: number, leading: string): string {
  const rest = Array.from({ length: digits - leading.length }, () => Math.floor(Math.random() * 10)).join('');
  return `${leading}${rest}`;
}
