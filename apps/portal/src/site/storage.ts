import {
  DEFAULT_LANGUAGE,
  LANGUAGE_HISTORY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  isSupportedLanguage,
} from '@portal/i18n';
import { FLOW_STORAGE_KEYS } from '@portal/flows';

/**
 * Session storage (SPEC §9): the token, the merchant code and the caches live for the tab's
 * session; logging out clears them all and puts the merchant code back.
 */
export const SESSION_KEYS = {
  /** Written by the flows' actors (login, logout); the API client reads it as the bearer. */
  token: FLOW_STORAGE_KEYS.token,
  merchantCode: FLOW_STORAGE_KEYS.merchantCode,
  /** The logged-in account (member info), so a reload restores the header without a round trip. */
  member: 'member',
  /** A login that must change its password first (reason and first-login flag): a reload asks again. */
  pendingPasswordChange: 'pendingPasswordChange',
  /** The contract requests whose popup was closed (`contractId:status`): shown again only when new. */
  dismissedContractRequests: 'dismissedContractRequests',
  /** The deposit page's offer of a deposit limit was put aside: not offered again until the next login. */
  dismissedDepositLimitOffer: 'dismissedDepositLimitOffer',
  /** Prefix of the cached server lists (hot games and category lanes, per language). */
  cachePrefix: 'cache:',
} as const;

/** The part of the Web Storage API the portal uses, so tests and the prerenderer can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Storage that keeps nothing: the prerenderer and browsers that refuse storage. */
export const noStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
};

/** Reading or writing may throw (private mode, quota): the portal keeps working without it. */
function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export function browserStorage(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage {
  if (typeof window === 'undefined') return noStorage;
  return safely(() => window[kind], noStorage);
}

/** The session's token as an external store, so React reads it with useSyncExternalStore. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  subscribe(listener: () => void): () => void;
  /** Logout (SPEC §4): session storage is cleared whole; the merchant code is stored again after. */
  clear(): void;
  /**
   * Session storage as everyone writes it — the portal and the actors of `@portal/flows` alike —
   * so a token the actors store or clear reaches the token's readers at once.
   */
  storage: KeyValueStorage;
}

export function createTokenStore(backing: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const storage: KeyValueStorage = {
    getItem: (key) => safely(() => backing.getItem(key), null),
    setItem(key, value) {
      safely(() => backing.setItem(key, value), undefined);
      if (key === SESSION_KEYS.token) notify();
    },
    removeItem(key) {
      safely(() => backing.removeItem(key), undefined);
      if (key === SESSION_KEYS.token) notify();
    },
    clear() {
      safely(() => backing.clear(), undefined);
      notify();
    },
  };
  return {
    storage,
    get: () => storage.getItem(SESSION_KEYS.token) || null,
    set: (token) => storage.setItem(SESSION_KEYS.token, token),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => storage.clear(),
  };
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const text = safely(() => storage.getItem(key), null);
  if (!text) return null;
  return safely(() => JSON.parse(text) as T, null);
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  safely(() => storage.setItem(key, JSON.stringify(value)), undefined);
}

/**
 * The language kept in local storage (SPEC §9). On the first visit both the language key and the
 * history key are set to the default; an unknown stored value also gives the default.
 */
export function initialLanguage(storage: KeyValueStorage): string {
  const stored = safely(() => storage.getItem(LANGUAGE_STORAGE_KEY), null);
  if (stored === null) {
    safely(() => storage.setItem(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE), undefined);
    safely(() => storage.setItem(LANGUAGE_HISTORY_STORAGE_KEY, DEFAULT_LANGUAGE), undefined);
    return DEFAULT_LANGUAGE;
  }
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A language change: the history key keeps the language that was shown before. */
export function storeLanguage(storage: KeyValueStorage, code: string): void {
  const previous = safely(() => storage.getItem(LANGUAGE_STORAGE_KEY), null) ?? DEFAULT_LANGUAGE;
  safely(() => storage.setItem(LANGUAGE_HISTORY_STORAGE_KEY, previous), undefined);
  safely(() => storage.setItem(LANGUAGE_STORAGE_KEY, code), undefined);
}
