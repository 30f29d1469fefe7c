import type { contract, LoginResponse, ParsedBodyOf } from '@portal/api-contract';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { isAgent, isPortalAccount, isTrial, memberByAccount } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { consumeCaptcha } from '../security/captcha';
import { audit } from './audit';
import { finishLogin } from './login';
import {
  CAPTCHA_AFTER_FAILURES,
  clearFailures,
  lockedError,
  recordFailure,
  throttleState,
} from './login-throttle';
import { checkPassword, isDefaultPassword, isPasswordExpired } from './passwords';

export type PasswordLogin = Extract<ParsedBodyOf<typeof contract.auth.login>, { type: 'username' }>;

/**
 * Username and password login. Failures count per account: after a few the captcha is required,
 * after more the account locks for a while. A default, expired or temporary password logs in with
 * the forced change pending.
 */
export async function passwordLogin(
  app: AppContext,
  merchant: Merchant,
  input: PasswordLogin,
  ip: string,
  now: Date,
): Promise<LoginResponse> {
  const db = app.database.db;
  const accountKey = input.username.trim().toLowerCase();
  const throttle = await throttleState(db, merchant.id, accountKey, now);
  if (throttle.lockedUntil) throw lockedError(throttle.lockedUntil, now);

  const refuse = async (
    code: 'INVALID_CREDENTIALS' | 'CAPTCHA_CHECK_FAILED',
    memberId: number | null,
  ): Promise<never> => {
    const state = await recordFailure(app.database, merchant.id, accountKey, now);
    await audit(db, {
      event: state.lockedUntil ? 'login.locked' : 'login.failed',
      at: now,
      merchantId: merchant.id,
      memberId,
      ip,
      details: { reason: code, failures: state.failures },
    });
    throw new ApiError(code, { captchaRequired: state.failures >= CAPTCHA_AFTER_FAILURES });
  };

  if (throttle.failures >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha) throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });
    if (!(await consumeCaptcha(db, app.keys.hmacKey, input.captchaKey, input.captcha, now)))
      await refuse('CAPTCHA_CHECK_FAILED', null);
  }

  const member = await memberByAccount(db, merchant.id, accountKey);
  const checked = await checkPassword(db, member, input.password, now);
  if (!member || !checked.ok || member.status !== 'active')
    return refuse('INVALID_CREDENTIALS', member?.id ?? null);
  await clearFailures(db, merchant.id, accountKey);

  if (!isPortalAccount(member)) throw new ApiError('NON_MEMBER_LOGIN');
  if (input.loginArea === 'agent' && !isAgent(member)) throw new ApiError('NON_AGENT_LOGIN');
  const mustChangePassword =
    !isTrial(member) &&
    (checked.viaReset ||
      isDefaultPassword(input.password) ||
      isPasswordExpired(merchant, member.passwordChangedAt, now));
  return finishLogin(app, {
    merchant,
    member,
    method: checked.viaReset ? 'reset' : 'password',
    area: input.loginArea,
    mustChangePassword,
    ip,
    now,
  });
}
