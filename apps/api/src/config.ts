import { defaultHashingLimits, LOWEST_THREAD_PRIORITY, type HashingSettings } from './security/password';

/**
 * What a start of the server or its scripts may do, read once from the environment and arguments.
 *
 * Demo mode (`DEMO_MODE=1`) is the one switch for what only a demonstration may have: seeding the
 * demo accounts with the published default password, and development logs that show secrets
 * (the demo operator token, texted codes). `npm start` and the test servers turn it on explicitly;
 * a production start refuses it.
 */
export interface RuntimeConfig {
  demoMode: boolean;
  /** `NODE_ENV=production` or the `--production` argument. */
  production: boolean;
  /** PUBLIC_ORIGIN: required in production, so no URL is built from a request's Host (L11). */
  publicOrigin: string | null;
  /**
   * FRAME_ANCESTORS (space-separated origins that may frame the demo game); unset: the server's
   * default (local development origins), or none besides the server itself in production.
   */
  frameAncestors: string[] | null;
  /**
   * HUMAN_CHECK_SECRET: signs the proof-of-work challenges of the human check; every instance
   * needs the same one. Required in production (with a known secret anyone could sign their own
   * solved challenges); elsewhere a development default.
   */
  humanCheckSecret: string;
  /**
   * Password hashing. HASH_CONCURRENCY: hashes at once, HASH_QUEUE: hashes waiting (past it a login
   * gets 429), both positive integers defaulting to `defaultHashingLimits`. HASH_THREAD_PRIORITY:
   * the nice value of the hashing threads, 0 (the process's own) to 19 (the lowest, the default:
   * hashes run in the time requests leave). A test server whose machine is kept busy by its
   * browsers sets 0, or each login waits behind them.
   */
  hashing: Omit<HashingSettings, 'cost'>;
}

export const DEVELOPMENT_HUMAN_CHECK_SECRET = 'development-human-check-secret';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Accepted spellings of a switch; anything else is refused rather than guessed. */
const ON = new Set(['1', 'true', 'yes', 'on']);
const OFF = new Set(['', '0', 'false', 'no', 'off']);

function switchValue(name: string, value: string | undefined): boolean {
  const normalised = (value ?? '').trim().toLowerCase();
  if (ON.has(normalised)) return true;
  if (OFF.has(normalised)) return false;
  throw new ConfigError(`${name}=${value ?? ''} is neither on (1) nor off (0)`);
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): RuntimeConfig {
  const production = env.NODE_ENV === 'production' || argv.includes('--production');
  const demoMode = switchValue('DEMO_MODE', env.DEMO_MODE);
  if (production && demoMode) {
    throw new ConfigError(
      'DEMO_MODE=1 is refused in a production start: it seeds accounts with the published default password and logs secrets',
    );
  }
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() || null;
  if (publicOrigin !== null && !isOrigin(publicOrigin))
    throw new ConfigError(`PUBLIC_ORIGIN=${publicOrigin} is not an origin such as https://play.example.com`);
  if (production && publicOrigin === null)
    throw new ConfigError(
      'PUBLIC_ORIGIN is required in production: without it launch and icon URLs follow the request Host',
    );
  const listed = env.FRAME_ANCESTORS?.split(/\s+/u).filter(Boolean);
  const frameAncestors = listed && listed.length > 0 ? listed : production ? [] : null;
  const humanCheckSecret = env.HUMAN_CHECK_SECRET?.trim() || null;
  if (production && (humanCheckSecret === null || humanCheckSecret.length < 32))
    throw new ConfigError(
      'HUMAN_CHECK_SECRET (at least 32 characters) is required in production: it signs the human-check challenges',
    );
  return {
    demoMode,
    production,
    publicOrigin,
    frameAncestors,
    humanCheckSecret: humanCheckSecret ?? DEVELOPMENT_HUMAN_CHECK_SECRET,
    hashing: hashingOf(env),
  };
}

function hashingOf(env: NodeJS.ProcessEnv): RuntimeConfig['hashing'] {
  const defaults = defaultHashingLimits();
  return {
    concurrency: positiveInteger('HASH_CONCURRENCY', env.HASH_CONCURRENCY) ?? defaults.concurrency,
    queue: positiveInteger('HASH_QUEUE', env.HASH_QUEUE) ?? defaults.queue,
    threadPriority: niceValue('HASH_THREAD_PRIORITY', env.HASH_THREAD_PRIORITY),
  };
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new ConfigError(`${name}=${value} is not a whole number of at least 1`);
  return number;
}

function niceValue(name: string, value: string | undefined): number {
  if (value === undefined || value.trim() === '') return LOWEST_THREAD_PRIORITY;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < 0 || nice > LOWEST_THREAD_PRIORITY)
    throw new ConfigError(`${name}=${value} is not a nice value from 0 to ${LOWEST_THREAD_PRIORITY}`);
  return nice;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/u, '')
    );
  } catch {
    return false;
  }
}
