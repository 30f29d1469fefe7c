import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessionForToken, type AuthSession } from '../auth/sessions';

export const REALTIME_PATH = '/ws';
export const MEMBER_EVENTS_CHANNEL = 'member_events';
/** A socket that has not authenticated by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** How often open sockets re-check that their session is still live (logout, expiry, password change). */
const SESSION_RECHECK_MS = 30_000;

const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) });

/** What the database announces (see the NOTIFY triggers in drizzle/0001_ledger_integrity.sql). */
const memberEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('balance'),
    memberId: z.int(),
    accountKind: z.string(),
    vendorCode: z.string(),
    currency: z.string(),
    balance: z.number(),
  }),
  z.object({ event: z.literal('message'), memberId: z.int(), messageId: z.int(), title: z.string() }),
  z.object({
    event: z.literal('contract'),
    memberId: z.int(),
    contractId: z.string(),
    contractType: z.string(),
    status: z.string(),
    awaitingAnswer: z.boolean(),
  }),
]);
type MemberEvent = z.infer<typeof memberEventSchema>;

/** The frame a client receives for an event. */
export function toClientFrame(event: MemberEvent): Record<string, unknown> {
  switch (event.event) {
    case 'balance':
      return {
        type: 'balance',
        wallet: event.accountKind === 'player_vendor' ? event.vendorCode : 'MAIN',
        demo: event.accountKind === 'demo_player',
        balance: event.balance,
      };
    case 'message':
      return { type: 'message', messageId: String(event.messageId), title: event.title };
    case 'contract':
      return {
        type: 'contract',
        contractId: event.contractId,
        contractType: event.contractType,
        status: event.status,
        awaitingAnswer: event.awaitingAnswer,
      };
  }
}

interface Subscriber {
  socket: WebSocket;
  token: string;
  session: AuthSession;
}

/**
 * Logged-in users' sockets, by member. Events come from PostgreSQL NOTIFY, sent at commit by
 * triggers, so every instance hears every change whichever instance made it.
 */
class RealtimeHub {
  private readonly byMember = new Map<number, Set<Subscriber>>();

  add(subscriber: Subscriber): void {
    const set = this.byMember.get(subscriber.session.member.id) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.byMember.set(subscriber.session.member.id, set);
  }

  remove(subscriber: Subscriber): void {
    const set = this.byMember.get(subscriber.session.member.id);
    set?.delete(subscriber);
    if (set && set.size === 0) this.byMember.delete(subscriber.session.member.id);
  }

  deliver(payload: string): void {
    let parsed: MemberEvent;
    try {
      const result = memberEventSchema.safeParse(JSON.parse(payload));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    const frame = JSON.stringify(toClientFrame(parsed));
    for (const subscriber of this.byMember.get(parsed.memberId) ?? []) {
      if (subscriber.socket.readyState === subscriber.socket.OPEN) subscriber.socket.send(frame);
    }
  }

  all(): Subscriber[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }
}

/**
 * GET /ws (websocket). Authenticate with `?token=<session token>` or a first message
 * `{"type":"auth","token":"…"}`; the server answers `{"type":"ready"}` and then pushes
 * `balance`, `message` and `contract` frames for that member.
 */
export async function registerRealtimeRoutes(server: FastifyInstance, app: AppContext): Promise<void> {
  const hub = new RealtimeHub();
  const unlisten = await app.database.listen(MEMBER_EVENTS_CHANNEL, (payload) => hub.deliver(payload));

  const recheck = setInterval(() => {
    const now = app.clock.now();
    for (const subscriber of hub.all()) {
      void sessionForToken(app.database.db, subscriber.token, now).then((session) => {
        if (!session) subscriber.socket.close(4001, 'SESSION_EXPIRED');
      });
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  server.addHook('onClose', async () => {
    clearInterval(recheck);
    for (const subscriber of hub.all()) subscriber.socket.close(1001, 'server shutting down');
    await unlisten();
  });

  server.get<{ Querystring: { token?: string } }>(REALTIME_PATH, { websocket: true }, (socket, request) => {
    let subscriber: Subscriber | null = null;
    const authTimer = setTimeout(() => {
      if (!subscriber) socket.close(4001, 'NOT_LOGGED_IN');
    }, AUTH_TIMEOUT_MS);

    const authenticate = async (token: string) => {
      const session = await sessionForToken(app.database.db, token, app.clock.now());
      if (!session) {
        socket.send(JSON.stringify({ type: 'error', code: 'SESSION_EXPIRED' }));
        socket.close(4001, 'SESSION_EXPIRED');
        return;
      }
      clearTimeout(authTimer);
      subscriber = { socket, token, session };
      hub.add(subscriber);
      socket.send(JSON.stringify({ type: 'ready', memberId: session.member.id }));
    };

    socket.on('message', (data) => {
      if (subscriber) return;
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        message = null;
      }
      const parsed = authMessageSchema.safeParse(message);
      if (!parsed.success) {
        socket.send(JSON.stringify({ type: 'error', code: 'NOT_LOGGED_IN' }));
        socket.close(4001, 'NOT_LOGGED_IN');
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
