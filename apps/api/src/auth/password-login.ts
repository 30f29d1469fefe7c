import type { contract, LoginFailureReason, LoginResponse, ParsedBodyOf } from '@portal/api-contract';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { isAgent, isPortalAccount, isTrial, memberByAccount, type MemberRow } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { clientNetwork } from '../http/client-network';
import { consumeCaptcha } from '../security/captcha';
import { audit } from './audit';
import { finishLogin } from './login';
import { recordLoginAttempt } from './login-history';
import {
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_AFTER_NETWORK_FAILURES,
  countNetworkFailure,
  lockedError,
  networkFailures,
  reserveAttempt,
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
  userAgent?: string,
): Promise<LoginResponse> {
  const db = app.database.db;
  const accountKey = input.username.trim().toLowerCase();
  const failed = async (member: MemberRow | null, failure: LoginFailureReason) => {
    if (member) await recordLoginAttempt(db, { member, method: 'password', failure, ip, userAgent, now });
  };
  const network = clientNetwork(ip);
  const networkCaptchaDue = (await networkFailures(db, network, now)) >= CAPTCHA_AFTER_NETWORK_FAILURES;
  const reservation = await reserveAttempt(app.database, merchant.id, accountKey, now, {
    captchaGiven: Boolean(input.captcha),
    captchaDue: networkCaptchaDue,
  });
  if (reservation.kind === 'locked') {
    await failed(await memberByAccount(db, merchant.id, accountKey), 'LOCKED');
    throw lockedError(reservation.lockedUntil, now);
  }
  if (reservation.kind === 'captchaRequired')
    throw new ApiError('CAPTCHA_REQUIRED', { captchaRequired: true });

  const member = await memberByAccount(db, merchant.id, accountKey);
  // The attempt is already counted as a failure; a refusal only records and answers.
  const refuse = async (
    code: 'INVALID_CREDENTIALS' | 'CAPTCHA_CHECK_FAILED',
    memberId: number | null,
    failure: LoginFailureReason,
  ): Promise<never> => {
    await countNetworkFailure(db, network, now);
    await failed(member, reservation.lockedUntil ? 'LOCKED' : failure);
    await audit(db, {
      event: reservation.lockedUntil ? 'login.locked' : 'login.failed',
      at: now,
      merchantId: merchant.id,
      memberId,
      ip,
      details: { reason: code, failures: reservation.failures },
    });
    throw new ApiError(code, {
      captchaRequired: networkCaptchaDue || reservation.failures >= CAPTCHA_AFTER_FAILURES,
    });
  };

  if (
    reservation.captchaWasDue &&
    !(await consumeCaptcha(db, app.keys.hmacKey, input.captchaKey, input.captcha ?? '', now))
  )
    await refuse('CAPTCHA_CHECK_FAILED', null, 'CAPTCHA_FAILED');

  const checked = await checkPassword(db, member, input.password, now);
  // The owner closed it themselves: they are told so, once they have proved they are the owner.
  if (member && checked.ok && member.status === 'closed') {
    await failed(member, 'ACCOUNT_DISABLED');
    throw new ApiError('ACCOUNT_CLOSED');
  }
  if (!member || !checked.ok || member.status !== 'active')
    return refuse(
      'INVALID_CREDENTIALS',
      member?.id ?? null,
      checked.ok ? 'ACCOUNT_DISABLED' : 'WRONG_PASSWORD',
    );
  // The failure counted up front is cleared when the session opens (see openSession).

  if (!isPortalAccount(member)) throw new ApiError('NON_MEMBER_LOGIN');
  if (input.loginArea === 'agent' && !isAgent(member)) {
    await failed(member, 'AREA_NOT_ALLOWED');
    throw new ApiError('NON_AGENT_LOGIN');
  }
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
    userAgent,
    now,
  });
}
