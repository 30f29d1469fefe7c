import type { AnyEndpoint } from '@portal/api-contract';
import type { Clock } from './clock';
import type { ClusterBus } from './cluster/bus';
import type { Database } from './db/database';
import type { GameProvider } from './games/provider';
import type { EmailProvider } from './providers/email';
import type { SmsProvider } from './providers/sms';
import type { ServerKeys } from './security/keys';

export interface ServerOptions {
  /** Merchant served when neither the X-Merchant-Code header nor the Host names one. */
  defaultMerchantCode: string;
  /**
   * Absolute origin of this server as browsers reach it (game launch URLs point here). Unset: taken
   * from each request's Host.
   */
  publicOrigin: string | null;
  /** Trust X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Origins allowed to frame the demo game page (the portal), besides this server itself. */
  frameAncestors: readonly string[];
  /** Validate every success value against the contract's response schema (tests turn this on). */
  validateResponses: boolean;
  /** Hours a member session lives; trial sessions live 2 hours. */
  sessionHours: number;
  /** Minutes without a request after which a session ends (sockets do not count as requests). */
  sessionIdleMinutes: number;
  /**
   * Demo mode (src/config.ts, `DEMO_MODE=1`): development logs may show secrets such as texted
   * codes. Off in production, which refuses to start with it.
   */
  demoMode: boolean;
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
  games: GameProvider;
  /** A float in [0, 1) for prize draws (red envelopes); tests pass a seeded generator. */
  random: () => number;
  options: ServerOptions;
  /** Contract entries this server answers, in registration order. */
  endpoints: AnyEndpoint[];
  /** Operator contract entries (@portal/api-contract/operator) this server answers. */
  operatorEndpoints: AnyEndpoint[];
}
