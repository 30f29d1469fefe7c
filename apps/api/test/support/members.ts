import { contract } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { members } from '../../src/db/schema';
import type { TestServer } from './server';

/**
 * Registers an aurora member who has a payee name but no phone or e-mail (so the bank account
 * name is their only second verification) and logs them in once from the default test IP.
 */
export async function memberWithOnlyAPayeeName(
  api: TestServer,
  username: string,
  payeeName: string,
): Promise<{ password: string }> {
  const password = 'Named2026x';
  const { captchaKey, captcha } = await api.captcha();
  const registered = await api.call(contract.auth.register, {
    body: {
      username,
      password,
      confirmPassword: password,
      payeeName,
      captcha,
      captchaKey,
      registerUrl: 'https://aurora.localhost/register',
      domain: 'aurora.localhost',
    },
  });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  await api.testDb.database.db
    .update(members)
    .set({ email: null, mobileNumber: null, mobileDialingCode: null })
    .where(eq(members.accountKey, username));
  const login = await api.login(username, password);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { password };
}
