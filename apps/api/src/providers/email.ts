import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { appendOutboxLine } from './outbox-file';

export interface EmailMessage {
  merchantId: number;
  recipient: string;
  subject: string;
  body: string;
  at: Date;
}

export interface EmailProvider {
  send(db: Db, message: EmailMessage): Promise<void>;
}

/** Local delivery into `email_outbox` and a log file (apps/api/.data/email-outbox.log by default). */
export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly logFile: string | null) {}

  async send(db: Db, message: EmailMessage): Promise<void> {
    await db.insert(emailOutbox).values({
      merchantId: message.merchantId,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
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
