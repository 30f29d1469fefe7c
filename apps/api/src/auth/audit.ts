import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export type AuditEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'login.second_verification_required'
  | 'login.second_verification_passed'
  | 'login.second_verification_failed'
  | 'login.free_play'
  | 'logout'
  | 'member.registered'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset_by_phone'
  | 'sms.code_sent'
  | 'sms.code_rejected'
  | 'wallet.transfer'
  | 'game.launch'
  | 'game.spin'
  | 'agent.contract'
  // src/funds/ and the operator API
  | 'funds.withdraw_password_set'
  | 'funds.withdraw_password_failed'
  | 'funds.withdraw_account_added'
  | 'funds.deposit_requested'
  | 'funds.deposit_credited'
  | 'funds.deposit_rejected'
  | 'funds.deposit_expired'
  | 'funds.deposit_cancelled'
  | 'funds.withdrawal_requested'
  | 'funds.withdrawal_approved'
  | 'funds.withdrawal_rejected'
  | 'funds.withdrawal_disbursed'
  | 'funds.withdrawal_confirmed'
  | 'funds.withdrawal_disputed'
  | 'funds.withdrawal_auto_received'
  | 'funds.withdrawal_dispute_resolved'
  | 'funds.transfer_to_downline'
  | 'funds.recall_from_downline'
  | 'funds.transfer_to_upline'
  // src/promotions/ and the operator API
  | 'promotion.applied'
  | 'promotion.application_approved'
  | 'promotion.application_rejected'
  // src/points/ and src/red-envelope/
  | 'points.redeemed'
  | 'points.redeem_approved'
  | 'points.redeem_rejected'
  | 'points.converted'
  | 'red_envelope.opened'
  // src/auth/authenticator.ts and src/auth/account-security.ts
  | 'authenticator.enabled'
  | 'authenticator.disabled'
  | 'authenticator.failed'
  | 'authenticator.recovery_code_used'
  | 'session.ended_by_member'
  | 'account.closed';

export interface AuditEntry {
  event: AuditEvent;
  at: Date;
  merchantId?: number | null;
  memberId?: number | null;
  ip?: string | null;
  /** Facts about the event: never passwords, tokens, codes or full phone numbers. */
  details?: Record<string, unknown>;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    at: entry.at,
    merchantId: entry.merchantId ?? null,
    memberId: entry.memberId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}

/** +639171234567 → +63917*****67: enough to tell numbers apart in a log, not to call them. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}`;
}
