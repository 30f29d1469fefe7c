import type { AnyEndpoint, HumanCheckWork } from '@portal/api-contract';
import type { Clock } from './clock';
import type { SessionCache } from './auth/session-cache';
import type { ReadCache } from './cache/read-cache';
import type { ClusterBus } from './cluster/bus';
import type { Database } from './db/database';
import type { TrustProxy } from './http/client-network';
import type { MemberGameIds } from './games/member-game-ids';
import type { GameProvider } from './games/provider';
import type { EmailProvider } from './providers/email';
import type { SmsProvider } from './providers/sms';
import type { ServerKeys } from './security/keys';
import type { BalanceCache } from './wallet/balance-cache';

export interface ServerOptions {
  /** Merchant served when neither the X-Merchant-Code header nor the Host names one. */
  defaultMerchantCode: string;
  /**
   * Absolute origin of this server as browsers reach it (game launch URLs point here). Unset: taken
   * from each request's Host.
   */
  publicOrigin: string | null;
  /**
   * Whose X-Forwarded-For entries count: none (false), the last `n` hops, or proxies in these
   * ranges. The client's own address is the first entry not added by a trusted proxy.
   */
  trustProxy: TrustProxy;
  /** Origins allowed to frame the demo game page (the portal), besides this server itself. */
  frameAncestors: readonly string[];
  /** Validate every success value against the contract's response schema (tests turn this on). */
  validateResponses: boolean;
  /** Hours a member session lives; trial sessions live 2 hours. */
  sessionHours: number;
  /** Minutes without a request after which a session ends (sockets do not count as requests). */
  sessionIdleMinutes: number;
  /** Milliseconds a realtime socket has to authenticate before it is closed. */
  realtimeAuthTimeoutMs: number;
  /**
   * Demo mode (src/config.ts, `DEMO_MODE=1`, set by `npm start` and the end-to-end suite): the
   * local outboxes also write their log files, which show texted codes and temporary passwords in
   * clear. A production start refuses it.
   */
  demoMode: boolean;
  /**
   * Staleness bound of the in-memory read cache (white labels, catalogue, open reads): a change in
   * the database is seen by every instance within this many seconds. 0 turns the cache off.
   */
  readCacheSeconds: number;
  /**
   * The human check of the contract's `humanCheck` calls (src/security/human-check.ts): the secret
   * that signs its challenges (src/config.ts) and how much work each asks.
   */
  humanCheck: { secret: string; work: HumanCheckWork };
}

/** Everything a request handler may use; built once by `buildServer`. */
export interface AppContext {
  database: Database;
  /** Messages between the instances sharing the database (src/cluster/). */
  bus: ClusterBus;
  clock: Clock;
  keys: ServerKeys;
  sms: SmsProvider;
  email: EmailProvider;
  /** Demo mode: the file each captcha's answer is written to, beside the texted codes; else null. */
  captchaOutboxLog: string | null;
  games: GameProvider;
  /** A float in [0, 1) for prize draws (red envelopes); tests pass a seeded generator. */
  random: () => number;
  options: ServerOptions;
  /** Rarely changing reads, each at most `options.readCacheSeconds` old. */
  readCache: ReadCache;
  /** Members' sessions by token, kept current through the cluster bus. */
  sessions: SessionCache;
  /** Members' wallet balances, kept current through the cluster bus. */
  balances: BalanceCache;
  /** Members' favourite and recent game ids, kept current through the cluster bus. */
  memberGames: MemberGameIds;
  /** Contract entries this server answers, in registration order. */
  endpoints: AnyEndpoint[];
  /** Operator contract entries (@portal/api-contract/operator) this server answers. */
  operatorEndpoints: AnyEndpoint[];
}
