import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { appendOutboxLine, withSecretMasked } from './outbox-file';

export interface EmailMessage {
  merchantId: number;
  recipient: string;
  subject: string;
  body: string;
  /** The code or temporary password the body carries: the local outbox masks it. */
  secret: string;
  at: Date;
}

export interface EmailProvider {
  send(db: Db, message: EmailMessage): Promise<void>;
}

/**
 * Local delivery into `email_outbox`, the secret masked, and in demo mode a log file
 * (apps/api/.data/email-outbox.log) that shows it.
 */
export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly logFile: string | null) {}

  async send(db: Db, message: EmailMessage): Promise<void> {
    await db.insert(emailOutbox).values({
      merchantId: message.merchantId,
      recipient: message.recipient,
      subject: message.subject,
      body: withSecretMasked(message.body, message.secret),
      createdAt: message.at,
    });
    if (this.logFile) {
      await appendOutboxLine(
        this.logFile,
        `${message.at.toISOString()}\t${message.recipient}\t${message.subject}\t${message.body.replace(/\s+/gu, ' ')}`,
      );
    }
  }
}
