import type { contract, ParsedBodyOf } from '@portal/api-contract';
import type { AppContext } from '../context';
import { feedback } from '../db/schema';
import { ApiError } from '../errors';
import type { AuthSession } from '../auth/sessions';
import type { Merchant } from '../merchants/merchants';
import { consumeCaptcha } from '../security/captcha';

/** Files a feedback ticket (behind a captcha); a logged-in sender is named by their account. */
export async function fileFeedback(
  app: AppContext,
  merchant: Merchant,
  session: AuthSession | null,
  ticket: ParsedBodyOf<typeof contract.support.feedback>,
  ip: string,
  now: Date,
): Promise<{ ticketId: string }> {
  const db = app.database.db;
  if (!(await consumeCaptcha(db, app.keys.hmacKey, ticket.captchaKey, ticket.captcha, now)))
    throw new ApiError('CAPTCHA_CHECK_FAILED');
  const [stored] = await db
    .insert(feedback)
    .values({
      merchantId: merchant.id,
      memberId: session?.member.id ?? null,
      sender: session?.member.account ?? ticket.sender,
      type: ticket.type,
      content: ticket.content,
      ip,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  if (!stored) throw new Error('feedback was not stored');
  return { ticketId: `FB${String(stored.id).padStart(8, '0')}` };
}
