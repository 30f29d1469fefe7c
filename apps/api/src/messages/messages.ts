import { pageOf, type Message, type Page } from '@portal/api-contract';
import { and, count, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { broadcastMessageReads, broadcastMessages, memberMessages } from '../db/schema';
import { offsetOf } from '../games/catalogue';
import { ApiError } from '../errors';
import { richHtml } from '../content/richHtml';

/**
 * Platform messages (SPEC §2 messageV2 "platform information"). Two kinds share one list:
 *  - personal messages (`member_messages`), read when their `read_at` is set;
 *  - broadcasts to every member of a white label (`broadcast_messages`), which each member reads
 *    on their own (a row in `broadcast_message_reads`).
 * A message id names its kind: `member-<id>` or `broadcast-<id>`. The unread count of the red
 * badge, `member.consolidated` and the realtime `unread` frame all come from `unreadCountOf`.
 * Trial accounts have no messages (SPEC §4: unread messages are not loaded for them).
 */

export type MessageCategory = Message['category'];

export interface MessageReader {
  memberId: number;
  merchantId: number;
}

const MESSAGE_ID = /^(member|broadcast)-([1-9]\d{0,9})$/u;
/** Serial ids are 32-bit: a larger number names no row. */
const MAX_SERIAL = 2 ** 31 - 1;

function broadcastReadBy(memberId: number) {
  return and(
    eq(broadcastMessageReads.messageId, broadcastMessages.id),
    eq(broadcastMessageReads.memberId, memberId),
  );
}

/** Messages the member has not read yet: personal ones plus the white label's broadcasts. */
export async function unreadCountOf(db: Db, reader: MessageReader): Promise<number> {
  const [personal] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, reader.memberId), isNull(memberMessages.readAt)));
  const [broadcast] = await db
    .select({ n: count() })
    .from(broadcastMessages)
    .where(
      and(
        eq(broadcastMessages.merchantId, reader.merchantId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(broadcastMessageReads)
            .where(broadcastReadBy(reader.memberId)),
        ),
      ),
    );
  return (personal?.n ?? 0) + (broadcast?.n ?? 0);
}

/** One page of the member's messages, newest first, optionally of one category. */
export async function messagesPage(
  db: Db,
  reader: MessageReader,
  query: { pageNo: number; pageSize: number; category?: MessageCategory | undefined },
): Promise<Page<Message>> {
  const personalWhere: SQL[] = [eq(memberMessages.memberId, reader.memberId)];
  const broadcastWhere: SQL[] = [eq(broadcastMessages.merchantId, reader.merchantId)];
  if (query.category) {
    personalWhere.push(eq(memberMessages.category, query.category));
    broadcastWhere.push(eq(broadcastMessages.category, query.category));
  }
  const personal = db
    .select({
      messageId: sql<string>`'member-' || ${memberMessages.id}`.as('message_id'),
      title: memberMessages.title,
      content: memberMessages.content,
      category: memberMessages.category,
      read: sql<boolean>`${memberMessages.readAt} is not null`.as('read'),
      createdAt: memberMessages.createdAt,
      // Ties on the time keep one stable order: personal before broadcast, newer id first.
      kindOrder: sql<number>`0`.as('kind_order'),
      rowId: sql<number>`${memberMessages.id}`.as('row_id'),
    })
    .from(memberMessages)
    .where(and(...personalWhere));
  const broadcast = db
    .select({
      messageId: sql<string>`'broadcast-' || ${broadcastMessages.id}`.as('message_id'),
      title: broadcastMessages.title,
      content: broadcastMessages.content,
      category: broadcastMessages.category,
      read: sql<boolean>`${broadcastMessageReads.memberId} is not null`.as('read'),
      createdAt: broadcastMessages.createdAt,
      kindOrder: sql<number>`1`.as('kind_order'),
      rowId: sql<number>`${broadcastMessages.id}`.as('row_id'),
    })
    .from(broadcastMessages)
    .leftJoin(broadcastMessageReads, broadcastReadBy(reader.memberId))
    .where(and(...broadcastWhere));

  const [personalTotal] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(...personalWhere));
  const [broadcastTotal] = await db
    .select({ n: count() })
    .from(broadcastMessages)
    .where(and(...broadcastWhere));
  const rows = await unionAll(personal, broadcast)
    .orderBy(desc(sql`created_at`), sql`kind_order`, desc(sql`row_id`))
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNo, query.pageSize));
  const content: Message[] = rows.map((row) => ({
    messageId: row.messageId,
    title: row.title,
    content: richHtml(row.content),
    category: row.category as MessageCategory,
    read: row.read,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return pageOf(content, query.pageNo, query.pageSize, (personalTotal?.n ?? 0) + (broadcastTotal?.n ?? 0));
}

interface MessageIds {
  personal: number[];
  broadcast: number[];
}

/** Splits `member-<id>` / `broadcast-<id>`; an id of another form names nothing. */
function parseMessageIds(messageIds: readonly string[]): MessageIds | null {
  const ids: MessageIds = { personal: [], broadcast: [] };
  for (const messageId of messageIds) {
    const match = MESSAGE_ID.exec(messageId);
    const id = Number(match?.[2]);
    if (!match || id > MAX_SERIAL) return null;
    (match[1] === 'member' ? ids.personal : ids.broadcast).push(id);
  }
  return ids;
}

/**
 * Marks the given messages (all of them when `messageIds` is undefined) read and answers the
 * unread count left. Ids must all name messages of this member, else NOT_FOUND and nothing is
 * marked; marking a message read twice changes nothing.
 */
export async function markMessagesRead(
  tx: Db,
  reader: MessageReader,
  messageIds: readonly string[] | undefined,
  now: Date,
): Promise<number> {
  const ids = messageIds ? parseMessageIds(messageIds) : null;
  if (messageIds && !ids) throw new ApiError('NOT_FOUND');
  const personalWhere: SQL[] = [eq(memberMessages.memberId, reader.memberId)];
  const broadcastWhere: SQL[] = [eq(broadcastMessages.merchantId, reader.merchantId)];
  if (ids) {
    const personal = [...new Set(ids.personal)];
    const broadcast = [...new Set(ids.broadcast)];
    const [foundPersonal] = personal.length
      ? await tx
          .select({ n: count() })
          .from(memberMessages)
          .where(and(...personalWhere, inArray(memberMessages.id, personal)))
      : [{ n: 0 }];
    const [foundBroadcast] = broadcast.length
      ? await tx
          .select({ n: count() })
          .from(broadcastMessages)
          .where(and(...broadcastWhere, inArray(broadcastMessages.id, broadcast)))
      : [{ n: 0 }];
    if (foundPersonal?.n !== personal.length || foundBroadcast?.n !== broadcast.length)
      throw new ApiError('NOT_FOUND');
    personalWhere.push(inArray(memberMessages.id, personal.length ? personal : [0]));
    broadcastWhere.push(inArray(broadcastMessages.id, broadcast.length ? broadcast : [0]));
  }
  await tx
    .update(memberMessages)
    .set({ readAt: now })
    .where(and(...personalWhere, isNull(memberMessages.readAt)));
  const unreadBroadcasts = await tx
    .select({ id: broadcastMessages.id })
    .from(broadcastMessages)
    .where(
      and(
        ...broadcastWhere,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(broadcastMessageReads)
            .where(broadcastReadBy(reader.memberId)),
        ),
      ),
    );
  if (unreadBroadcasts.length > 0) {
    await tx
      .insert(broadcastMessageReads)
      .values(unreadBroadcasts.map(({ id }) => ({ messageId: id, memberId: reader.memberId, readAt: now })))
      .onConflictDoNothing();
  }
  return unreadCountOf(tx, reader);
}

export interface NewMessage {
  category: MessageCategory;
  title: string;
  /** Rich HTML, as the back office writes it. */
  content: string;
  now: Date;
}

/** Sends one member a personal message; its sockets get `message` and `unread` frames at commit. */
export async function sendMemberMessage(tx: Db, memberId: number, message: NewMessage): Promise<string> {
  const [row] = await tx
    .insert(memberMessages)
    .values({
      memberId,
      category: message.category,
      title: message.title,
      content: message.content,
      createdAt: message.now,
    })
    .returning({ id: memberMessages.id });
  if (!row) throw new Error('message not stored');
  return `member-${row.id}`;
}

/** Sends every member of a white label a message, which each of them reads on their own. */
export async function broadcastMessage(tx: Db, merchantId: number, message: NewMessage): Promise<string> {
  const [row] = await tx
    .insert(broadcastMessages)
    .values({
      merchantId,
      category: message.category,
      title: message.title,
      content: message.content,
      createdAt: message.now,
    })
    .returning({ id: broadcastMessages.id });
  if (!row) throw new Error('broadcast not stored');
  return `broadcast-${row.id}`;
}
