import {
  REALTIME_PATH,
  REALTIME_UNAUTHENTICATED_CLOSE_CODE,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
} from '@portal/api-contract/realtime';
import type { ErrorCode } from '@portal/api-contract/errors';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import type { TopicPayload } from '../cluster/topics';
import { sessionEndCodeForToken, sessionForToken, type AuthSession } from '../auth/sessions';
import { cachedMerchantById, rateLimitConfig } from '../http/registrar';
import { unreadCountOf } from '../messages/messages';
import { missionSummary } from '../missions/missions';
import { claimableCountOf } from '../promotions/promotions';

/** How often open sockets re-check that their session is still live (expiry, idle timeout, locked account). */
const SESSION_RECHECK_MS = 30_000;
/** Open sockets one member may hold (tabs and devices); the oldest is closed past it. */
const MAX_SOCKETS_PER_MEMBER = 8;
/**
 * Least time between two reads of one member's claimable counts. Every real-money bet may move them
 * (mission progress), and a read is a few dozen queries: a run of bets costs one read at its start
 * and at most one a second after it, the last one after the run's last bet.
 */
const CLAIMABLE_READ_INTERVAL_MS = 1000;
/** Close code of a socket that broke the protocol (a second authentication). */
const POLICY_VIOLATION_CLOSE_CODE = 1008;
/** New socket connections per client network and minute (a tab reconnects a few times at most). */
const SOCKET_ROUTE = { websocket: true, config: rateLimitConfig({ max: 30, windowSeconds: 60 }) } as const;

interface Subscriber {
  socket: WebSocket;
  token: string;
  session: AuthSession;
}

function send(socket: WebSocket, frame: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function refuse(socket: WebSocket, code: ErrorCode): void {
  send(socket, { type: 'error', code });
  socket.close(REALTIME_UNAUTHENTICATED_CLOSE_CODE, code);
}

/**
 * Trial sessions have no messages and claim no rewards or missions (SPEC §4): they get no message,
 * unread or claimable frames.
 */
const isRealAccount = (subscriber: Subscriber) => subscriber.session.kind !== 'trial';

/** A member whose claimable counts were read within the interval: the reads in order, a change since. */
interface ClaimableReads {
  reading: Promise<void>;
  changedSince: boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Logged-in users' sockets, by member. Events come through the cluster bus (src/cluster/), sent at
 * commit, so every instance hears every change whichever instance made it. The bus handles them one
 * after another, so a member sees them (and the unread counts read for them) in commit order.
 */
class RealtimeHub {
  private readonly byMember = new Map<number, Set<Subscriber>>();
  private readonly claimableReads = new Map<number, ClaimableReads>();

  constructor(
    private readonly app: AppContext,
    private readonly report: (error: unknown) => void,
  ) {}

  add(subscriber: Subscriber): void {
    const set = this.byMember.get(subscriber.session.member.id) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.byMember.set(subscriber.session.member.id, set);
    if (set.size > MAX_SOCKETS_PER_MEMBER) {
      const [oldest] = set;
      if (oldest) {
        this.remove(oldest);
        oldest.socket.close(1008, 'too many sockets');
      }
    }
  }

  remove(subscriber: Subscriber): void {
    const set = this.byMember.get(subscriber.session.member.id);
    set?.delete(subscriber);
    if (set && set.size === 0) this.byMember.delete(subscriber.session.member.id);
  }

  all(): Subscriber[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }

  private of(memberId: number): Subscriber[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  size(): number {
    let total = 0;
    for (const set of this.byMember.values()) total += set.size;
    return total;
  }

  balance(event: TopicPayload<'member.balance'>): void {
    const frame: RealtimeServerMessage = {
      type: 'balance',
      wallet: event.accountKind === 'player_vendor' ? event.vendorCode : 'MAIN',
      demo: event.accountKind === 'demo_player',
      balance: event.balance,
    };
    for (const subscriber of this.of(event.memberId)) send(subscriber.socket, frame);
  }

  contract(event: TopicPayload<'member.contract'>): void {
    const { contractId, contractType, status, awaitingAnswer } = event;
    for (const subscriber of this.of(event.memberId))
      send(subscriber.socket, { type: 'contract', contractId, contractType, status, awaitingAnswer });
  }

  withdrawal(event: TopicPayload<'member.withdrawal'>): void {
    const { withdrawalId, amount, awaitingConfirmation } = event;
    for (const subscriber of this.of(event.memberId))
      send(subscriber.socket, { type: 'withdrawal', withdrawalId, amount, awaitingConfirmation });
  }

  async message(event: TopicPayload<'member.message'>): Promise<void> {
    for (const subscriber of this.of(event.memberId).filter(isRealAccount))
      send(subscriber.socket, { type: 'message', messageId: event.messageId, title: event.title });
    await this.sendUnread(event.memberId);
  }

  async broadcast(event: TopicPayload<'merchant.broadcast'>): Promise<void> {
    const members = [...this.byMember.entries()]
      .filter(([, set]) => [...set].some((subscriber) => subscriber.session.merchantId === event.merchantId))
      .map(([memberId]) => memberId);
    for (const memberId of members) {
      for (const subscriber of this.of(memberId).filter(isRealAccount))
        send(subscriber.socket, { type: 'message', messageId: event.messageId, title: event.title });
      await this.sendUnread(memberId);
    }
  }

  unread(event: TopicPayload<'member.unread'>): Promise<void> {
    return this.sendUnread(event.memberId);
  }

  /**
   * The claimable counts may have changed: read at once unless they were read within the interval,
   * else once at its end (changes in one interval share that read). Read outside the bus's queue, so
   * a run of bets never waits on it; one member's reads still run one after another.
   */
  claimable(event: TopicPayload<'member.claimable'>): void {
    const memberId = event.memberId;
    const recent = this.claimableReads.get(memberId);
    if (recent) {
      recent.changedSince = true;
      return;
    }
    if (!this.of(memberId).some(isRealAccount)) return;
    this.claimableReads.set(memberId, {
      reading: this.sendClaimable(memberId),
      changedSince: false,
      timer: this.afterClaimableInterval(memberId),
    });
  }

  /** At the interval's end: the counts read again if they changed during it, else the member forgotten. */
  private afterClaimableInterval(memberId: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      const reads = this.claimableReads.get(memberId);
      if (!reads) return;
      if (!reads.changedSince) {
        this.claimableReads.delete(memberId);
        return;
      }
      reads.changedSince = false;
      reads.reading = reads.reading.then(() => this.sendClaimable(memberId));
      reads.timer = this.afterClaimableInterval(memberId);
    }, CLAIMABLE_READ_INTERVAL_MS);
    timer.unref();
    return timer;
  }

  /** Stops the pending claimable reads and waits for those under way (shutdown). */
  async stopClaimableReads(): Promise<void> {
    const reads = [...this.claimableReads.values()];
    this.claimableReads.clear();
    for (const read of reads) clearTimeout(read.timer);
    await Promise.all(reads.map((read) => read.reading));
  }

  /** Sessions ended on any instance: their sockets here close now, not at the next recheck. */
  revoked(event: TopicPayload<'session.revoked'>): void {
    const ended = new Set(event.sessionIds);
    for (const subscriber of this.of(event.memberId)) {
      if (!ended.has(subscriber.session.sessionId)) continue;
      this.remove(subscriber);
      refuse(subscriber.socket, 'SESSION_EXPIRED');
    }
  }

  private async sendUnread(memberId: number): Promise<void> {
    const subscribers = this.of(memberId).filter(isRealAccount);
    const first = subscribers[0];
    if (!first) return;
    const count = await unreadCountOf(this.app.database.db, {
      memberId,
      merchantId: first.session.merchantId,
    });
    for (const subscriber of subscribers) send(subscriber.socket, { type: 'unread', count });
  }

  /** Reads the counts once for the member and sends them to each of their sockets; never rejects. */
  private async sendClaimable(memberId: number): Promise<void> {
    try {
      const first = this.of(memberId).find(isRealAccount);
      if (!first) return;
      const merchant = await cachedMerchantById(this.app, first.session.merchantId);
      if (!merchant) return;
      const db = this.app.database.db;
      const now = this.app.clock.now();
      const rewards = await claimableCountOf(db, merchant, { id: memberId }, now);
      const { claimableCount: missions } = await missionSummary(db, merchant, memberId, now);
      // Sockets of the member opened or closed during the read: those open now get the counts.
      for (const subscriber of this.of(memberId).filter(isRealAccount))
        send(subscriber.socket, { type: 'claimable', rewards, missions });
    } catch (error) {
      this.report(error);
    }
  }
}

export interface RealtimeStats {
  /** Authenticated sockets this instance holds (a closed socket never stays counted). */
  subscriberCount(): number;
}

/**
 * GET /ws (websocket), the contract's realtime channel. Authenticate with a first message
 * `{"type":"auth","token":"…"}`; the server answers `ready` and then pushes the member's `balance`,
 * `message`, `unread`, `claimable`, `contract` and `withdrawal` frames.
 */
export function registerRealtimeRoutes(server: FastifyInstance, app: AppContext): RealtimeStats {
  const hub = new RealtimeHub(app, (error) =>
    server.log.error({ err: error }, 'reading the claimable counts failed'),
  );
  const unsubscribe = [
    app.bus.subscribe('member.balance', (event) => hub.balance(event)),
    app.bus.subscribe('member.contract', (event) => hub.contract(event)),
    app.bus.subscribe('member.withdrawal', (event) => hub.withdrawal(event)),
    app.bus.subscribe('member.message', (event) => hub.message(event)),
    app.bus.subscribe('member.unread', (event) => hub.unread(event)),
    app.bus.subscribe('member.claimable', (event) => hub.claimable(event)),
    app.bus.subscribe('merchant.broadcast', (event) => hub.broadcast(event)),
    app.bus.subscribe('session.revoked', (event) => hub.revoked(event)),
  ];

  const recheck = setInterval(() => {
    const now = app.clock.now();
    for (const subscriber of hub.all()) {
      if (subscriber.socket.readyState !== subscriber.socket.OPEN) {
        hub.remove(subscriber);
        continue;
      }
      const idleMinutes = app.options.sessionIdleMinutes;
      void sessionForToken(app.database.db, subscriber.token, now, idleMinutes).then(async (session) => {
        if (session) return;
        hub.remove(subscriber);
        refuse(
          subscriber.socket,
          await sessionEndCodeForToken(app.database.db, subscriber.token, now, idleMinutes),
        );
      });
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  server.addHook('onClose', async () => {
    clearInterval(recheck);
    for (const stop of unsubscribe) stop();
    for (const subscriber of hub.all()) subscriber.socket.close(1001, 'server shutting down');
    await app.bus.settled();
    await hub.stopClaimableReads();
  });

  // The token travels only in the first message, never in the URL, which request logs record (M3).
  server.get(REALTIME_PATH, SOCKET_ROUTE, (socket) => {
    let subscriber: Subscriber | null = null;
    // One authentication per socket: a second auth message breaks the protocol and closes it.
    let authenticating = false;
    const authTimer = setTimeout(() => {
      if (!subscriber) refuse(socket, 'NOT_LOGGED_IN');
    }, app.options.realtimeAuthTimeoutMs);

    const drop = () => {
      clearTimeout(authTimer);
      if (subscriber) hub.remove(subscriber);
      subscriber = null;
    };

    const authenticate = async (token: string) => {
      authenticating = true;
      const now = app.clock.now();
      const session = await sessionForToken(app.database.db, token, now, app.options.sessionIdleMinutes);
      if (!session) {
        const code = await sessionEndCodeForToken(
          app.database.db,
          token,
          now,
          app.options.sessionIdleMinutes,
        );
        if (socket.readyState === socket.OPEN) refuse(socket, code);
        return;
      }
      // Closed (or refused) while the session was being read: never add it to the hub.
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      subscriber = { socket, token, session };
      hub.add(subscriber);
      send(socket, { type: 'ready', memberId: session.member.id });
    };

    socket.on('message', (data) => {
      if (subscriber || authenticating) {
        drop();
        send(socket, { type: 'error', code: 'VALIDATION_FAILED' });
        socket.close(POLICY_VIOLATION_CLOSE_CODE, 'one authentication per socket');
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        message = null;
      }
      const parsed = realtimeClientMessageSchema.safeParse(message);
      if (!parsed.success) {
        refuse(socket, 'NOT_LOGGED_IN');
        return;
      }
      void authenticate(parsed.data.token);
    });
    socket.on('close', drop);
  });

  return { subscriberCount: () => hub.size() };
}
