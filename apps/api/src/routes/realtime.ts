import { contractStatusSchema, contractTypeSchema } from '@portal/api-contract';
import {
  REALTIME_PATH,
  REALTIME_UNAUTHENTICATED_CLOSE_CODE,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
} from '@portal/api-contract/realtime';
import type { ErrorCode } from '@portal/api-contract/errors';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessionForToken, type AuthSession } from '../auth/sessions';
import { rateLimitConfig } from '../http/registrar';
import { unreadCountOf } from '../messages/messages';

export const MEMBER_EVENTS_CHANNEL = 'member_events';
/** A socket that has not authenticated by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** How often open sockets re-check that their session is still live (logout, expiry, password change). */
const SESSION_RECHECK_MS = 30_000;
/** Open sockets one member may hold (tabs and devices); the oldest is closed past it. */
const MAX_SOCKETS_PER_MEMBER = 8;
/** New socket connections per client network and minute (a tab reconnects a few times at most). */
const SOCKET_ROUTE = { websocket: true, config: rateLimitConfig({ max: 30, windowSeconds: 60 }) } as const;

/**
 * What the database announces (NOTIFY triggers in drizzle/0001_ledger_integrity.sql and
 * drizzle/0005_platform_messages_notify.sql). It is this server's own wire, not the client's:
 * the client protocol is the contract's `@portal/api-contract/realtime`.
 */
const memberEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('balance'),
    memberId: z.int(),
    accountKind: z.string(),
    vendorCode: z.string(),
    currency: z.string(),
    balance: z.int(),
  }),
  z.object({
    event: z.literal('message'),
    memberId: z.int(),
    messageId: z.string().min(1),
    title: z.string(),
  }),
  z.object({
    event: z.literal('broadcast'),
    merchantId: z.int(),
    messageId: z.string().min(1),
    title: z.string(),
  }),
  z.object({ event: z.literal('unread'), memberId: z.int() }),
  z.object({
    event: z.literal('contract'),
    memberId: z.int(),
    contractId: z.string(),
    contractType: contractTypeSchema,
    status: contractStatusSchema,
    awaitingAnswer: z.boolean(),
  }),
]);
type MemberEvent = z.infer<typeof memberEventSchema>;

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

/** Trial sessions have no messages (SPEC §4), so they get no message or unread frames. */
const hasMessages = (subscriber: Subscriber) => subscriber.session.kind !== 'trial';

/**
 * Logged-in users' sockets, by member. Events come from PostgreSQL NOTIFY, sent at commit by
 * triggers, so every instance hears every change whichever instance made it. Events are handled
 * one after another, so a member sees them (and the unread counts read for them) in commit order.
 */
class RealtimeHub {
  private readonly byMember = new Map<number, Set<Subscriber>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly app: AppContext) {}

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

  deliver(payload: string, onError: (error: unknown) => void): void {
    let event: MemberEvent;
    try {
      const parsed = memberEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    this.queue = this.queue.then(() => this.handle(event)).catch(onError);
  }

  /** Resolves once every event heard so far has been handled (tests, shutdown). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async handle(event: MemberEvent): Promise<void> {
    switch (event.event) {
      case 'balance': {
        const frame: RealtimeServerMessage = {
          type: 'balance',
          wallet: event.accountKind === 'player_vendor' ? event.vendorCode : 'MAIN',
          demo: event.accountKind === 'demo_player',
          balance: event.balance,
        };
        for (const subscriber of this.of(event.memberId)) send(subscriber.socket, frame);
        return;
      }
      case 'contract': {
        const { contractId, contractType, status, awaitingAnswer } = event;
        for (const subscriber of this.of(event.memberId))
          send(subscriber.socket, { type: 'contract', contractId, contractType, status, awaitingAnswer });
        return;
      }
      case 'message': {
        for (const subscriber of this.of(event.memberId).filter(hasMessages))
          send(subscriber.socket, { type: 'message', messageId: event.messageId, title: event.title });
        await this.sendUnread(event.memberId);
        return;
      }
      case 'broadcast': {
        const members = [...this.byMember.entries()]
          .filter(([, set]) =>
            [...set].some((subscriber) => subscriber.session.merchantId === event.merchantId),
          )
          .map(([memberId]) => memberId);
        for (const memberId of members) {
          for (const subscriber of this.of(memberId).filter(hasMessages))
            send(subscriber.socket, { type: 'message', messageId: event.messageId, title: event.title });
          await this.sendUnread(memberId);
        }
        return;
      }
      case 'unread':
        await this.sendUnread(event.memberId);
        return;
    }
  }

  private async sendUnread(memberId: number): Promise<void> {
    const subscribers = this.of(memberId).filter(hasMessages);
    const first = subscribers[0];
    if (!first) return;
    const count = await unreadCountOf(this.app.database.db, {
      memberId,
      merchantId: first.session.merchantId,
    });
    for (const subscriber of subscribers) send(subscriber.socket, { type: 'unread', count });
  }
}

/**
 * GET /ws (websocket), the contract's realtime channel. Authenticate with `?token=<session token>`
 * or a first message `{"type":"auth","token":"…"}`; the server answers `ready` and then pushes the
 * member's `balance`, `message`, `unread` and `contract` frames.
 */
export async function registerRealtimeRoutes(server: FastifyInstance, app: AppContext): Promise<void> {
  const hub = new RealtimeHub(app);
  const unlisten = await app.database.listen(MEMBER_EVENTS_CHANNEL, (payload) =>
    hub.deliver(payload, (error) => server.log.error({ err: error }, 'realtime event failed')),
  );

  const recheck = setInterval(() => {
    const now = app.clock.now();
    for (const subscriber of hub.all()) {
      if (subscriber.socket.readyState !== subscriber.socket.OPEN) {
        hub.remove(subscriber);
        continue;
      }
      void sessionForToken(app.database.db, subscriber.token, now).then((session) => {
        if (session) return;
        hub.remove(subscriber);
        refuse(subscriber.socket, 'SESSION_EXPIRED');
      });
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  server.addHook('onClose', async () => {
    clearInterval(recheck);
    for (const subscriber of hub.all()) subscriber.socket.close(1001, 'server shutting down');
    await unlisten();
    await hub.settled();
  });

  server.get<{ Querystring: { token?: string } }>(REALTIME_PATH, SOCKET_ROUTE, (socket, request) => {
    let subscriber: Subscriber | null = null;
    // One authentication per socket: later auth messages are ignored, never a second subscriber.
    let authenticating = false;
    const authTimer = setTimeout(() => {
      if (!subscriber) refuse(socket, 'NOT_LOGGED_IN');
    }, AUTH_TIMEOUT_MS);

    const authenticate = async (token: string) => {
      authenticating = true;
      const session = await sessionForToken(app.database.db, token, app.clock.now());
      // Closed while the session was being read: never add it to the hub.
      if (socket.readyState !== socket.OPEN) return;
      if (!session) {
        refuse(socket, 'SESSION_EXPIRED');
        return;
      }
      clearTimeout(authTimer);
      subscriber = { socket, token, session };
      hub.add(subscriber);
      send(socket, { type: 'ready', memberId: session.member.id });
    };

    socket.on('message', (data) => {
      if (subscriber || authenticating) return;
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
    socket.on('close', () => {
      clearTimeout(authTimer);
      if (subscriber) hub.remove(subscriber);
    });

    const queryToken = request.query.token;
    if (queryToken) void authenticate(queryToken);
  });
}
