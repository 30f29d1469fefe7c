import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Results } from '@electric-sql/pglite';

// PGlite in a process of its own (pglite-host.mjs), as PostgreSQL runs in its own: the database's
// memory (its WASM instance, compiled code and buffers) and its CPU time stay out of the API's
// process and event loop. The API side is the part of PGlite's client that drizzle and the
// Database interface use: query, exec, transaction, listen, close.
//
// Messages over Node's IPC channel (structured clone, so dates, bigints and bytes cross intact):
//   API → host  { id, op: 'query', sql, params, rowMode, textTypes, tx? }   answer: Results
//               { id, op: 'exec', sql, tx? }                              answer: Results[]
//               { id, op: 'begin' }   opens transaction `id`; `tx: id` runs a statement in it
//               { id, op: 'end', tx, commit }                             answer once it has ended
//               { id, op: 'listen' | 'unlisten', channel }   { id, op: 'close' }
//   host → API  { id, ok: true, value } | { id, ok: false, error: { message, code?, … } }
//               { op: 'notify', channel, payload }   { op: 'ready' }

const HOST = fileURLToPath(new URL('./pglite-host.mjs', import.meta.url));

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only parsers that keep a value as its text can cross to the host (drizzle's are such). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

type Answer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, string> };
type HostMessage = Answer | { op: 'notify'; channel: string; payload: string } | { op: 'ready' };

/** What the host's statements run through: the database, or one open transaction. */
export interface PgliteRunner {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteProcess extends PgliteRunner {
  transaction<T>(work: (tx: PgliteRunner) => Promise<T>): Promise<T>;
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PgliteProcessOptions {
  startParams: readonly string[];
  /** The host ended without being closed: every pending and later call fails. */
  onLost?: (reason: string) => void;
}

/** A database error as the host reported it, with PostgreSQL's fields (`code` is the SQLSTATE). */
export class PgliteHostError extends Error {
  constructor(fields: { message: string } & Record<string, string>) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

/** The type ids whose values stay text: only identity parsers can be honoured across processes. */
function textTypesOf(parsers: QueryOptions['parsers']): number[] {
  const oids = Object.keys(parsers ?? {}).map(Number);
  for (const oid of oids) {
    const sample = `text of type ${oid}`;
    if (parsers?.[oid]?.(sample, oid) !== sample)
      throw new Error(`PGlite's own process keeps type ${oid} as text or parses it itself; no other parser`);
  }
  return oids;
}

/**
 * A server's answer to a lost host: without its database it can only fail, so it exits, for a
 * supervisor to restart both.
 */
export function exitWhenLost(reason: string): never {
  console.error(`${reason}: stopping`);
  process.exit(1);
}

export function startPgliteProcess(dataDir: string, options: PgliteProcessOptions): PgliteProcess {
  const child: ChildProcess = fork(HOST, [dataDir, JSON.stringify(options.startParams)], {
    serialization: 'advanced',
    // Plain Node (the host is JavaScript and needs no loader, whatever this process was started
    // with), tuned for a process whose work is WASM: a small young generation, since its JS makes
    // little garbage, and PGlite's WASM compiled by the baseline compiler only. Measured on the
    // benchmark: the host at 140 MB instead of 250 MB 5 s after the load, with the same throughput.
    execArgv: ['--max-semi-space-size=1', '--liftoff-only'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let lost: string | null = null;
  let closed = false;

  child.on('message', (message: HostMessage) => {
    if ('op' in message) {
      if (message.op === 'notify')
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) call?.resolve(message.value);
    else call?.reject(new PgliteHostError(message.error));
  });
  const loseHost = (reason: string) => {
    if (lost) return;
    lost = reason;
    for (const call of pending.values()) call.reject(new Error(reason));
    pending.clear();
    if (!closed) options.onLost?.(reason);
  };
  child.on('exit', (code, signal) => loseHost(`PGlite's process ended (${signal ?? `exit code ${code}`})`));
  // Node could not start it, or not signal it; it is as good as gone.
  child.on('error', (error) => loseHost(`PGlite's process failed: ${error.message}`));

  function call<T>(message: Record<string, unknown>, id = nextId++): Promise<T> {
    if (lost) return Promise.reject(new Error(lost));
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // A channel that closed meanwhile fails this call here; `exit` fails the rest.
      child.send({ ...message, id }, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  }

  function runner(tx?: number): PgliteRunner {
    return {
      query: (sql, params = [], queryOptions = {}) =>
        call({
          op: 'query',
          sql,
          params,
          rowMode: queryOptions.rowMode,
          textTypes: textTypesOf(queryOptions.parsers),
          tx,
        }),
      exec: (sql) => call({ op: 'exec', sql, tx }),
    };
  }

  return {
    ...runner(),
    async transaction(work) {
      const id = nextId++;
      await call({ op: 'begin' }, id);
      let result;
      try {
        result = await work(runner(id));
      } catch (error) {
        await call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx: id, commit: true });
      return result;
    },
    async listen(channel, listener) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await call({ op: 'listen', channel });
      }
      channelListeners.add(listener);
      return async () => {
        channelListeners.delete(listener);
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return;
        listeners.delete(channel);
        if (!lost) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      if (lost) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await call({ op: 'close' }).catch(() => undefined);
      await exited;
    },
  };
}
