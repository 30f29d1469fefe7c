import { z } from 'zod/mini';
import { ErrorCode } from '../errorCodeSchema';
import { contractStatusSchema, contractTypeSchema } from './agent';
import { countSchema, minorUnitsSchema, positiveMinorUnitsSchema } from './common';

/**
 * The realtime channel (SPEC §5 "a socket-event listener runs when logged in"): a websocket at
 * `REALTIME_PATH`. The client authenticates with an `auth` message first (never a token in the
 * URL, which logs keep), once per socket; the server answers `ready`, then pushes the member's
 * events. Frames are JSON text, discriminated by `type`.
 */
export const REALTIME_PATH = '/ws';

/** Close code of a socket without a valid session (never authenticated, logged out, expired). */
export const REALTIME_UNAUTHENTICATED_CLOSE_CODE = 4001;

export const realtimeAuthSchema = z.object({
  type: z.literal('auth'),
  token: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** Client → server. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [realtimeAuthSchema]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

export const realtimeReadySchema = z.object({
  type: z.literal('ready'),
  memberId: z.int().check(z.positive()),
});

/** A wallet's new balance after any ledger movement (transfer, bet, payout, deposit…). */
export const realtimeBalanceSchema = z.object({
  type: z.literal('balance'),
  /** `MAIN` or the vendor code of a game wallet. */
  wallet: z.string().check(z.minLength(1)),
  /** The free-play (trial) wallet, which never holds real money. */
  demo: z.boolean(),
  balance: minorUnitsSchema,
});

/** A new message for the member (personal or to every member); an `unread` frame follows it. */
export const realtimeNewMessageSchema = z.object({
  type: z.literal('message'),
  messageId: z.string().check(z.minLength(1)),
  title: z.string(),
});

/**
 * The member's unread message count, the number `messages.unreadCount` answers: sent after a new
 * message and whenever messages are read (also from another tab or device), so the red badge
 * follows without polling. Trial sessions get none (they have no messages).
 */
export const realtimeUnreadSchema = z.object({
  type: z.literal('unread'),
  count: countSchema,
});

/**
 * The member's claimable counts: `rewards` is member.consolidated's `availablePromoCount` (activities
 * showing CLAIM), `missions` is missions.summary's `claimableCount`. Sent when either may have
 * changed: a real-money bet settled, a deposit credited, an invitee registered, a mission or reward
 * claimed (also from another tab or device). A run of bets is read once: at most one frame per
 * member a second, the last one read after the run. Trial sessions get none (they claim nothing).
 */
export const realtimeClaimableSchema = z.object({
  type: z.literal('claimable'),
  rewards: countSchema,
  missions: countSchema,
});

/** A contract of the member changed; `awaitingAnswer` when the member must accept or reject it. */
export const realtimeContractSchema = z.object({
  type: z.literal('contract'),
  contractId: z.string().check(z.minLength(1)),
  contractType: contractTypeSchema,
  status: contractStatusSchema,
  awaitingAnswer: z.boolean(),
});

/**
 * A withdrawal of the member moved on: approved, rejected (its hold is back in the main wallet, a
 * `balance` frame says how much is there now) or paid out. Paid out, it waits for the member to say
 * whether the money arrived (SPEC §4 "Withdrawal confirmation"): `awaitingConfirmation`, and
 * funds.pendingConfirmations lists it until it is answered or counted as received.
 */
export const realtimeWithdrawalSchema = z.object({
  type: z.literal('withdrawal'),
  withdrawalId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  awaitingConfirmation: z.boolean(),
});

/** Sent just before the server closes the socket with `REALTIME_UNAUTHENTICATED_CLOSE_CODE`. */
export const realtimeErrorSchema = z.object({
  type: z.literal('error'),
  code: ErrorCode,
});

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  realtimeReadySchema,
  realtimeBalanceSchema,
  realtimeNewMessageSchema,
  realtimeUnreadSchema,
  realtimeClaimableSchema,
  realtimeContractSchema,
  realtimeWithdrawalSchema,
  realtimeErrorSchema,
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
