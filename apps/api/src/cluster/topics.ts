import { contractStatusSchema, contractTypeSchema } from '@portal/api-contract';
import { z } from 'zod';

/**
 * What one server instance tells the others (and itself) through the cluster bus. Small payloads:
 * a PostgreSQL notification carries at most 8000 bytes, so name what changed, never the data.
 *
 * The `member.*` and `merchant.broadcast` topics are raised by database triggers at commit
 * (channel `member_events`, drizzle/0001, 0008, 0015 and 0026); the rest by the application through `publish`.
 */
export const clusterTopics = {
  /** Sessions ended (logout, password change or reset): drop cached sessions, close their sockets. */
  'session.revoked': z.object({ memberId: z.int(), sessionIds: z.array(z.string().min(1)).min(1) }),
  /**
   * A member's row or one of their sessions changed, anything but the last-seen time (triggers on
   * members and sessions, drizzle/0015): cached sessions of the member are no longer what the
   * database says.
   */
  'member.changed': z.object({ memberId: z.int() }),
  /** A member's favourite or recently played games changed (triggers, drizzle/0015). */
  'member.games': z.object({ memberId: z.int() }),
  /** A member's wallet balance changed (trigger on ledger_accounts). */
  'member.balance': z.object({
    memberId: z.int(),
    accountKind: z.string(),
    vendorCode: z.string(),
    currency: z.string(),
    balance: z.int(),
  }),
  /** A personal message arrived (trigger on member_messages). */
  'member.message': z.object({ memberId: z.int(), messageId: z.string().min(1), title: z.string() }),
  /** A member read messages: their unread count changed. */
  'member.unread': z.object({ memberId: z.int() }),
  /**
   * A member's claimable rewards or missions may have changed: a real-money bet, a credited deposit,
   * an invitee registered, a claim (triggers, drizzle/0026).
   */
  'member.claimable': z.object({ memberId: z.int() }),
  /** An agent contract the member is party to changed. */
  'member.contract': z.object({
    memberId: z.int(),
    contractId: z.string(),
    contractType: contractTypeSchema,
    status: contractStatusSchema,
    awaitingAnswer: z.boolean(),
  }),
  /**
   * A withdrawal of the member moved on (approved, rejected, paid out); paid out, it awaits the
   * member's confirmation (SPEC §4). Published by the operator's actions (funds/withdrawals.ts).
   */
  'member.withdrawal': z.object({
    memberId: z.int(),
    withdrawalId: z.string().min(1),
    amount: z.int().positive(),
    awaitingConfirmation: z.boolean(),
  }),
  /** A broadcast message for every member of a white label. */
  'merchant.broadcast': z.object({ merchantId: z.int(), messageId: z.string().min(1), title: z.string() }),
  /** A white label's settings or system status changed (maintenance, blocked regions). */
  'merchant.changed': z.object({ merchantId: z.int() }),
  /** Games, vendors or categories changed; merchantId null: every white label. */
  'catalogue.changed': z.object({ merchantId: z.int().nullable() }),
} as const;

export type ClusterTopic = keyof typeof clusterTopics;
export type TopicPayload<T extends ClusterTopic> = z.infer<(typeof clusterTopics)[T]>;

/** The triggers' `event` names (channel member_events) and the topic each becomes. */
export const triggerEventTopics: Record<string, ClusterTopic> = {
  member: 'member.changed',
  games: 'member.games',
  balance: 'member.balance',
  message: 'member.message',
  unread: 'member.unread',
  claimable: 'member.claimable',
  contract: 'member.contract',
  broadcast: 'merchant.broadcast',
};
