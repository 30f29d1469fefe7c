import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors';

/** OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export type ScryptCost = { N: number; r: number; p: number };

export interface HashingLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes allowed to wait for a slot; one more is refused with 429 instead of queueing. */
  queue: number;
}

/**
 * How this process hashes passwords. Production keeps the defaults (OWASP cost, hashing threads at
 * the lowest CPU priority); test servers hash cheaply at their own priority, so a busy machine
 * slows their logins down by a little instead of starving them for minutes (apps/api/test).
 */
export interface HashingSettings extends HashingLimits {
  /** Cost of new hashes and of the decoy; a stored hash is always checked at its own cost. */
  cost: ScryptCost;
  /** Nice value of the hashing threads (19, the lowest priority: hashes run in the time left). */
  threadPriority: number;
}

export const LOWEST_THREAD_PRIORITY = 19;

/**
 * Leaves one core to the event loop (requests, and the embedded database, run there): on a 2-core
 * machine one hash runs at a time. Each scrypt at today's cost holds 128 MiB. The queue holds two
 * hashes per slot, so a queued login waits about two hash times before it runs and a flood past
 * that is shed with 429 at once instead of piling up.
 */
export function defaultHashingLimits(cores = availableParallelism()): HashingLimits {
  const concurrency = Math.max(1, cores - 1);
  return { concurrency, queue: concurrency * 2 };
}

/**
 * Bounds password hashing for the whole process: a flood of logins waits in a short queue, and past
 * it is shed with TOO_MANY_REQUESTS and a Retry-After from the measured hash time, instead of
 * piling up hashes of 128 MiB each.
 */
class HashingPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Hashes refused since the process started. */
  private shed = 0;
  /** Moving average of one hash, in ms, for Retry-After. */
  private averageMs = 300;

  constructor(public limits: HashingLimits) {}

  activity(): HashingActivity {
    return { running: this.running, waiting: this.waiting.length, shed: this.shed };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.limits.queue) {
        this.shed += 1;
        const waitMs = ((this.waiting.length + this.running) / this.limits.concurrency) * this.averageMs;
        throw new ApiError(
          'TOO_MANY_REQUESTS',
          {},
          { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
        );
      }
      // The slot is handed over by the finishing hash, so `running` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** What the hashing pool is doing: hashes running, hashes queued, and hashes refused so far. */
export interface HashingActivity {
  running: number;
  waiting: number;
  shed: number;
}

/** A production process's settings: `defaultHashingLimits`, the OWASP cost, the lowest priority. */
export function defaultHashingSettings(cores = availableParallelism()): HashingSettings {
  return { ...defaultHashingLimits(cores), cost: SCRYPT_COST, threadPriority: LOWEST_THREAD_PRIORITY };
}

const startingSettings = defaultHashingSettings();
const hashingPool = new HashingPool({
  concurrency: startingSettings.concurrency,
  queue: startingSettings.queue,
});
let hashCost: ScryptCost = startingSettings.cost;
let threadPriority = startingSettings.threadPriority;

/** The process's hashing settings now. */
export function hashingSettings(): HashingSettings {
  return { ...hashingPool.limits, cost: hashCost, threadPriority };
}

/**
 * Sets the process's hashing settings, all or some (main.ts from readConfig's `hashing`;
 * buildServer's `hashing`; tests); returns the settings it replaced, to put back. One pool serves
 * the whole process, whichever server instance asks.
 */
export function configureHashing(settings: Partial<HashingSettings>): HashingSettings {
  const before = hashingSettings();
  const { cost = before.cost, concurrency, queue } = settings;
  hashingPool.limits = { concurrency: concurrency ?? before.concurrency, queue: queue ?? before.queue };
  if (cost.N !== hashCost.N || cost.r !== hashCost.r || cost.p !== hashCost.p) decoyHash = undefined;
  hashCost = cost;
  // A thread that already lowered its priority may not be allowed to raise it again (Linux needs
  // CAP_SYS_NICE): set it before the first hash.
  threadPriority = settings.threadPriority ?? before.threadPriority;
  return before;
}

/** The pool's activity now (tests wait for a flood to reach it). */
export function hashingActivity(): HashingActivity {
  return hashingPool.activity();
}

/**
 * Runs `work` in a hashing slot, queued or refused like a hash: tests hold the slots with it to
 * meet a flood with a full pool on cue, however fast this machine hashes.
 */
export function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  return hashingPool.run(work);
}

/**
 * The code of a hashing thread (CommonJS, so it loads without the TypeScript loader). It sets its
 * own CPU priority as each hash asks, by default to the lowest: a busy core then runs requests (and the embedded database) first
 * and hashes in the time left, so logins flat out slow down logins, not every other request. On
 * Linux a thread has its own nice value, and /proc/thread-self names the thread; elsewhere the
 * thread keeps the process's priority.
 */
const HASHING_THREAD = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
let priority = null;
parentPort.on('message', ({ password, salt, keyLength, options, threadPriority }) => {
  if (threadPriority !== priority) {
    priority = threadPriority;
    try {
      setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), threadPriority);
    } catch {}
  }
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/** Idle hashing threads; the pool's concurrency bounds how many exist. */
const idleThreads: Worker[] = [];

/** One scrypt on a low-priority hashing thread (one hash per thread at a time). */
function scryptOnThread(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // A thread keeps the process alive only while it hashes (unref'd again when it is idle).
  const thread = idleThreads.pop() ?? new Worker(HASHING_THREAD, { eval: true });
  thread.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const failed = (error: Error) => {
      thread.off('message', answered);
      reject(error);
    };
    const answered = (answer: { key?: Uint8Array; error?: string }) => {
      thread.off('error', failed);
      idleThreads.push(thread);
      thread.unref();
      if (answer.key) resolve(Buffer.from(answer.key));
      else reject(new Error(answer.error ?? 'scrypt failed'));
    };
    thread.once('message', answered);
    // A thread that died is not put back: the next hash starts a new one.
    thread.once('error', failed);
    thread.postMessage({ password, salt, keyLength: KEY_LENGTH, options, threadPriority });
  });
}

function scryptAsync(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; node's default maxmem (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return hashingPool.run(() => scryptOnThread(password.normalize('NFC'), salt, options));
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can rise without a migration. */
export async function hashPassword(password: string, cost: ScryptCost = hashCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, cost);
  return [
    'scrypt',
    Math.log2(cost.N),
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return null;
  const cost = { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison of the derived key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const derived = await scryptAsync(password, parsed.salt, parsed.cost);
  return derived.length === parsed.key.length && timingSafeEqual(derived, parsed.key);
}

/**
 * A hash of nothing anybody knows, at today's cost (the configured one): a login for an unknown account is checked
 * against it so that it takes as long as one for a real account (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** Compares two secrets without leaking where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // Compare equal-length buffers so the length check does not short-circuit on the content.
  const padded = Buffer.alloc(left.length);
  right.copy(padded, 0, 0, Math.min(right.length, left.length));
  return timingSafeEqual(left, padded) && left.length === right.length;
}
