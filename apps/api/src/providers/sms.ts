import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';
import { appendOutboxLine, withSecretMasked } from './outbox-file';

export interface SmsMessage {
  merchantId: number;
  /** E.164, e.g. +639171234567. */
  phone: string;
  body: string;
  /** The code the body carries: a gateway sends the body as is, the local outbox masks it. */
  secret: string;
  at: Date;
}

/** Sends text messages. A real deployment plugs a gateway in here. */
export interface SmsProvider {
  /** Called inside the database transaction that created the code, so a failed send rolls it back. */
  send(db: Db, message: SmsMessage): Promise<void>;
}

/**
 * Local delivery: each message is a row of `sms_outbox`, its code masked, and, in demo mode only,
 * a line of a log file (apps/api/.data/sms-outbox.log) that a developer can tail to read the codes.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly logFile: string | null) {}

  async send(db: Db, message: SmsMessage): Promise<void> {
    await db.insert(smsOutbox).values({
      merchantId: message.merchantId,
      phone: message.phone,
      body: withSecretMasked(message.body, message.secret),
      createdAt: message.at,
    });
    if (this.logFile)
      await appendOutboxLine(this.logFile, `${message.at.toISOString()}\t${message.phone}\t${message.body}`);
  }
}
