import {
  executions,
  REMEMBER_ME_SECONDS,
  type Execution,
  type LoginMode,
  type RememberedCredentials,
} from '@portal/machines';

/**
 * Session storage as the actors use it: the Web Storage calls, so the portal passes
 * `window.sessionStorage` and tests pass `memoryStorage()`. The chosen language lives in local
 * storage (`@portal/i18n`), so clearing this one on logout keeps it.
 */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Values that expire on their own: remember-me cookies (SPEC §9: one day). */
export interface ExpiringStore {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The keys the actors read and write; the API client reads the token under `token`. */
export const FLOW_STORAGE_KEYS = {
  /** Session storage: the session token sent as the bearer. */
  token: 'token',
  /** Session storage: the merchant code, put back after a logout clears the rest. */
  merchantCode: 'merchantCode',
  /** Session storage: popup executions already shown and closed in this browser session. */
  shownAnnouncementExecutions: 'shownAnnouncementExecutions',
  /** Cookie: the last username and its remembered password. */
  rememberedLogin: 'rememberedLogin',
  /** Cookie: the SMS login's number and dialling code. */
  rememberedSmsLogin: 'rememberedSmsLogin',
} as const;

const rememberedCookie = {
  username: FLOW_STORAGE_KEYS.rememberedLogin,
  sms: FLOW_STORAGE_KEYS.rememberedSmsLogin,
} as const satisfies Record<LoginMode, string>;

/** A Map-backed session store for tests and stories. */
export function memoryStorage(): SessionStore & { readonly size: number } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    get size() {
      return values.size;
    },
  };
}

/** An expiring store on a clock (tests, stories): a value read after its age is gone. */
export function memoryCookies(now: () => number = Date.now): ExpiringStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  return {
    get(name) {
      const entry = values.get(name);
      if (!entry || entry.expiresAt <= now()) return null;
      return entry.value;
    },
    set: (name, value, maxAgeSeconds) =>
      void values.set(name, { value, expiresAt: now() + maxAgeSeconds * 1000 }),
    remove: (name) => void values.delete(name),
  };
}

/** Remember-me cookies on `document.cookie`; the browser drops them after `max-age`. */
export function documentCookies(doc: Pick<Document, 'cookie'>): ExpiringStore {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    set(name, value, maxAgeSeconds) {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=strict`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; samesite=strict`;
    },
  };
}

function parseRecord(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Writes or clears the remembered login of one mode, for one day. */
export function writeRememberedCredentials(
  cookies: ExpiringStore,
  credentials: RememberedCredentials,
  maxAgeSeconds: number = REMEMBER_ME_SECONDS,
): void {
  cookies.set(rememberedCookie[credentials.mode], JSON.stringify(credentials), maxAgeSeconds);
}

export function clearRememberedCredentials(cookies: ExpiringStore, mode: LoginMode): void {
  cookies.remove(rememberedCookie[mode]);
}

/** The login form's prefill (`LoginInput.remembered`): the username login first, else the SMS one. */
export function readRememberedCredentials(cookies: ExpiringStore): RememberedCredentials | null {
  const username = parseRecord(cookies.get(rememberedCookie.username));
  if (typeof username?.username === 'string' && typeof username.password === 'string')
    return { mode: 'username', username: username.username, password: username.password };
  const sms = parseRecord(cookies.get(rememberedCookie.sms));
  if (typeof sms?.mobileNum === 'string' && typeof sms.countryDialingCode === 'string')
    return { mode: 'sms', mobileNum: sms.mobileNum, countryDialingCode: sms.countryDialingCode };
  return null;
}

/** `AnnouncementPopupInput.shownExecutions`: what this browser session already closed. */
export function readShownExecutions(storage: SessionStore): Execution[] {
  const text = storage.getItem(FLOW_STORAGE_KEYS.shownAnnouncementExecutions);
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? executions.filter((execution) => (value as unknown[]).includes(execution))
      : [];
  } catch {
    return [];
  }
}
