import type { auth, ResponseOf } from '@portal/api-contract';

/** SPEC §4: a code blocks resending for its expiredMinutes, one minute by default. */
export const SMS_DEFAULT_EXPIRED_MINUTES = 1;

/** What the send-code calls answer (SMS, e-mail and second-verification codes alike). */
export type CodeSent = ResponseOf<typeof auth.smsCode>;

/**
 * Seconds before another code may be sent: expiredMinutes × 60, one minute when the server gives
 * none, and always one minute when the identity provider sends the code.
 */
export function countdownSeconds(output: Partial<CodeSent> | undefined, identityProvider: boolean): number {
  const minutes = identityProvider ? SMS_DEFAULT_EXPIRED_MINUTES : output?.expiredMinutes;
  return (minutes && minutes > 0 ? minutes : SMS_DEFAULT_EXPIRED_MINUTES) * 60;
}
