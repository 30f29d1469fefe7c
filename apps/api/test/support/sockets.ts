import WebSocket from 'ws';

export type Frame = Record<string, unknown>;

export interface SocketConnection {
  socket: WebSocket;
  /** Every frame received so far, in order. */
  frames: Frame[];
  /** The first frame (already received or still to come) that matches, within 10 s. */
  next(predicate: (frame: Frame) => boolean): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens the realtime socket of the test server at `baseUrl` (`query` e.g. `?token=…`). */
export function connectSocket(baseUrl: string, query = ''): Promise<SocketConnection> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws${query}`);
  const frames: Frame[] = [];
  const waiters: { predicate: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        frames,
        closed,
        next: (predicate) =>
          new Promise((done, fail) => {
            const seen = frames.find(predicate);
            if (seen) return done(seen);
            const timer = setTimeout(
              () => fail(new Error(`no matching frame; got ${JSON.stringify(frames)}`)),
              10_000,
            );
            waiters.push({
              predicate,
              resolve: (frame) => {
                clearTimeout(timer);
                done(frame);
              },
            });
          }),
      }),
    );
  });
}

/** Opens the realtime socket and authenticates it with `token` (the first message). */
export async function connectAuthenticated(baseUrl: string, token: string): Promise<SocketConnection> {
  const connection = await connectSocket(baseUrl);
  connection.socket.send(JSON.stringify({ type: 'auth', token }));
  return connection;
}
