import type { LoginFailureReason, LoginResponse } from '@portal/api-contract';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { isAgent, isPortalAccount, memberByMobile } from '../members/members';
import type { Merchant } from '../merchants/merchants';
import { openSession } from './login';
import { recordLoginAttempt } from './login-history';
import { checkCode, checkPhone, consumeCode } from './verification-codes';

export interface SmsLogin {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  loginArea: 'member' | 'agent';
}

/** Login with a texted code (white labels with MOBILEVERCODELOGIN3). */
export async function smsLogin(
  app: AppContext,
  merchant: Merchant,
  input: SmsLogin,
  ip: string,
  now: Date,
  userAgent?: string,
): Promise<LoginResponse> {
  if (!merchant.flags.MOBILEVERCODELOGIN3) throw new ApiError('OPERATION_NOT_ALLOWED');
  const db = app.database.db;
  const phone = await checkPhone(db, merchant, input.countryDialingCode, input.mobileNum);
  const member = await memberByMobile(db, merchant.id, input.countryDialingCode, input.mobileNum);
  const refuse = async (failure: LoginFailureReason, error: unknown): Promise<never> => {
    if (member) await recordLoginAttempt(db, { member, method: 'sms', failure, ip, userAgent, now });
    throw error;
  };
  const checked = await checkCode(
    app.database,
    app.keys.hmacKey,
    { merchantId: merchant.id, purpose: 'LOGIN', destination: phone },
    input.verificationCode,
    now,
  ).catch((error: unknown) =>
    // A wrong, spent or expired code; anything else is no answer about the code.
    error instanceof ApiError ? refuse('WRONG_CODE', error) : Promise.reject(error),
  );
  if (!member || member.status !== 'active')
    return refuse('ACCOUNT_DISABLED', new ApiError('INVALID_VERIFICATION_CODE'));
  if (!isPortalAccount(member)) throw new ApiError('NON_MEMBER_LOGIN');
  if (input.loginArea === 'agent' && !isAgent(member))
    return refuse('AREA_NOT_ALLOWED', new ApiError('NON_AGENT_LOGIN'));
  // The code proves the phone, so no second verification; the spec exempts SMS logins from the forced change.
  return app.database.transaction(async (tx) => {
    await consumeCode(tx, checked.codeId, now);
    return openSession(tx, app, {
      merchant,
      member,
      method: 'sms',
      area: input.loginArea,
      mustChangePassword: false,
      ip,
      userAgent,
      now,
    });
  });
}
