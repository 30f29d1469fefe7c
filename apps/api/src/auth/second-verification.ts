import type { contract, LoginResponse, ParsedBodyOf, SecondVerificationMethod } from '@portal/api-contract';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { constantTimeEqual } from '../security/password';
import { audit } from './audit';
import { checkAuthenticatorAnswer, hasAuthenticator } from './authenticator';
import {
  closeChallenge,
  openChallenge,
  openSession,
  secondVerificationMethodsOf,
  takeChallengeTry,
} from './login';
import { recordLoginAttempt } from './login-history';
import { recordFailure } from './login-throttle';
import {
  checkCode,
  CODE_TTL_SECONDS,
  consumeCode,
  issueCode,
  sendSmsCode,
  toE164,
} from './verification-codes';

/** The open challenge of this white label, with a method its member can use. */
async function challengeFor(
  app: AppContext,
  merchant: Merchant,
  challengeId: string,
  method: SecondVerificationMethod,
  now: Date,
) {
  const found = await openChallenge(app.database.db, challengeId, now);
  if (!found || found.member.merchantId !== merchant.id) throw new ApiError('VERIFICATION_REQUIRED');
  const withApp = await hasAuthenticator(app.database.db, merchant, found.member.id);
  if (!secondVerificationMethodsOf(found.member, withApp).includes(method))
    throw new ApiError('OPERATION_NOT_ALLOWED');
  return found;
}

/** Sends the code of a second verification by SMS or e-mail (a bank account name needs none). */
export async function sendSecondVerificationCode(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.secondVerificationCode>,
  ip: string,
  now: Date,
): Promise<void> {
  const { member } = await challengeFor(app, merchant, request.challengeId, request.method, now);
  await app.database.transaction(async (tx) => {
    if (request.method === 'SMS' && member.mobileDialingCode && member.mobileNumber) {
      await sendSmsCode(
        app,
        tx,
        merchant,
        'SECOND_VERIFICATION',
        toE164(member.mobileDialingCode, member.mobileNumber),
        ip,
        now,
      );
    } else if (request.method === 'EMAIL' && member.email) {
      const code = await issueCode(
        tx,
        app.keys.hmacKey,
        {
          merchantId: merchant.id,
          purpose: 'SECOND_VERIFICATION',
          destination: member.email.toLowerCase(),
        },
        now,
      );
      await app.email.send(tx, {
        merchantId: merchant.id,
        recipient: member.email,
        subject: `${merchant.name}: confirm your login`,
        body: `Someone (hopefully you) is logging in to ${merchant.name} from a new location. Your code is ${code}; it expires in ${CODE_TTL_SECONDS / 60} minutes.`,
        secret: code,
        at: now,
      });
    }
  });
}

/**
 * Answers a second-verification challenge: a right answer opens the session the login asked for,
 * a wrong one counts towards closing the challenge.
 */
export async function answerSecondVerification(
  app: AppContext,
  merchant: Merchant,
  request: ParsedBodyOf<typeof contract.auth.secondVerification>,
  ip: string,
  now: Date,
  userAgent?: string,
): Promise<LoginResponse> {
  const db = app.database.db;
  const { challenge, member } = await challengeFor(app, merchant, request.challengeId, request.method, now);
  if (!(await takeChallengeTry(db, challenge.id, now))) throw new ApiError('VERIFICATION_REQUIRED');
  const loginMethod = challenge.loginMethod === 'reset' ? 'reset' : 'password';
  let codeId: string | null = null;
  try {
    if (request.method === 'BANK_ACCOUNT_NAME') {
      const normalise = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase();
      if (!constantTimeEqual(normalise(request.answer), normalise(member.payeeName ?? '')))
        throw new ApiError('INVALID_VERIFICATION_CODE');
    } else if (request.method === 'AUTHENTICATOR') {
      if (!(await checkAuthenticatorAnswer(app, merchant, member, request.answer, ip, now)))
        throw new ApiError('INVALID_VERIFICATION_CODE');
    } else {
      const destination =
        request.method === 'SMS' && member.mobileDialingCode && member.mobileNumber
          ? toE164(member.mobileDialingCode, member.mobileNumber)
          : (member.email ?? '').toLowerCase();
      codeId = (
        await checkCode(
          app.database,
          app.keys.hmacKey,
          { merchantId: merchant.id, purpose: 'SECOND_VERIFICATION', destination },
          request.answer,
          now,
        )
      ).codeId;
    }
  } catch (error) {
    // Wrong answers also count towards the account's login lock-out, across challenges.
    const state = await recordFailure(app.database, merchant.id, member.accountKey, now);
    await recordLoginAttempt(db, {
      member,
      method: loginMethod,
      failure: state.lockedUntil ? 'LOCKED' : 'VERIFICATION_FAILED',
      ip,
      userAgent,
      now,
    });
    await audit(db, {
      event: 'login.second_verification_failed',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { method: request.method, failures: state.failures },
    });
    throw error;
  }
  return app.database.transaction(async (tx) => {
    if (!(await closeChallenge(tx, challenge.id, now))) throw new ApiError('VERIFICATION_REQUIRED');
    if (codeId) await consumeCode(tx, codeId, now);
    await audit(tx, {
      event: 'login.second_verification_passed',
      at: now,
      merchantId: merchant.id,
      memberId: member.id,
      ip,
      details: { method: request.method },
    });
    return openSession(tx, app, {
      merchant,
      member,
      method: loginMethod,
      area: challenge.loginArea === 'agent' ? 'agent' : 'member',
      mustChangePassword: challenge.mustChangePassword,
      ip,
      userAgent,
      now,
    });
  });
}
