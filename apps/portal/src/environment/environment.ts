import {
  createApiClient,
  type ApiClient,
  type RetryOptions,
  type SessionEndCode,
} from '@portal/api-contract';
import { documentCookies, memoryCookies, type ExpiringStore } from '@portal/flows';
import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Site } from '../site/site';
import { useStoreAfterHydration } from './hydration';
import { noPageReads, type PageReads } from './pageReads';
import {
  browserStorage,
  createTokenStore,
  SESSION_KEYS,
  type KeyValueStorage,
  type TokenStore,
} from '../site/storage';

/**
 * Everything the app gets from outside React, built once per page (or per story and test): the
 * site, storage, the one API client and the query cache.
 */
export interface PortalEnvironment {
  site: Site;
  session: KeyValueStorage;
  local: KeyValueStorage;
  tokens: TokenStore;
  api: ApiClient;
  /** Where the API answers (the page's origin unless told otherwise); the realtime socket goes there too. */
  apiOrigin: string;
  /** Remember-me cookies (SPEC §9, one day), which the login popup prefills from. */
  cookies: ExpiringStore;
  /** Opens the realtime channel (the browser's WebSocket; tests give a fake). */
  openSocket: OpenSocket;
  queryClient: QueryClient;
  /** The language the API client sends (Accept-Language): the one i18next shows. */
  getLanguage(): string;
  setLanguage(code: string): void;
  /** Subscribes to the server ending the session (401 to a call that carried the token), and why. */
  onSessionExpired(listener: (reason: SessionEndCode) => void): () => void;
  /** Today, for the copyright year and the agent centre's clock (stories fix it). */
  now(): Date;
  /**
   * A still picture (stories and visual references): nothing moves by itself (jackpot, clock,
   * marquee) and nothing floats over the page (the header scrolls away, the floating buttons sit
   * after the footer), so a shot of any region shows only that region.
   */
  still: boolean;
  /** The reads the server drew the page with (none for a page drawn without them). */
  pageReads: PageReads;
}

export interface PortalEnvironmentOptions {
  site: Site;
  /** Same origin by default; stories and tests point elsewhere. */
  baseUrl?: string;
  session?: KeyValueStorage;
  local?: KeyValueStorage;
  /** Remember-me cookies: the document's by default, kept in memory where there is no document. */
  cookies?: ExpiringStore;
  language?: string;
  fetch?: typeof fetch;
  /** How the API client repeats a failed read (its defaults unless told otherwise). */
  retry?: RetryOptions;
  now?: () => Date;
  still?: boolean;
  openSocket?: OpenSocket;
  /** A query cache made beforehand: the one the page's reads went into. */
  queryClient?: QueryClient;
  /** The reads the server drew the page with. */
  pageReads?: PageReads;
}

/** The part of a WebSocket the realtime channel uses. */
export type RealtimeSocket = Pick<WebSocket, 'addEventListener' | 'removeEventListener' | 'send' | 'close'>;
export type OpenSocket = (url: string) => RealtimeSocket;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client retries idempotent reads itself (with backoff); a second layer would multiply them.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

export function createPortalEnvironment(options: PortalEnvironmentOptions): PortalEnvironment {
  const local = options.local ?? browserStorage('localStorage');
  const tokens = createTokenStore(options.session ?? browserStorage('sessionStorage'));
  const session = tokens.storage;
  let language = options.language ?? 'en';
  const expiredListeners = new Set<(reason: SessionEndCode) => void>();
  const apiOrigin = options.baseUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const api = createApiClient({
    baseUrl: apiOrigin,
    merchantCode: options.site.merchantCode,
    // The token the flows' actors (flowActorsOf) store (FLOW_STORAGE_KEYS.token), read through
    // the same storage.
    getToken: () => tokens.get(),
    getLanguage: () => language,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
    onSessionExpired: (reason) => expiredListeners.forEach((listener) => listener(reason)),
  });
  const queryClient = options.queryClient ?? createQueryClient();
  const cookies =
    options.cookies ?? (typeof document === 'undefined' ? memoryCookies() : documentCookies(document));
  const environment: PortalEnvironment = {
    site: options.site,
    session,
    local,
    tokens,
    getLanguage: () => language,
    setLanguage: (code) => {
      language = code;
    },
    queryClient,
    api,
    apiOrigin,
    cookies,
    openSocket: options.openSocket ?? ((url) => new WebSocket(url)),
    now: options.now ?? (() => new Date()),
    still: options.still ?? false,
    pageReads: options.pageReads ?? noPageReads,
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
  // The merchant code is kept for the session from the first page on (SPEC §4 logout restores it).
  if (session.getItem(SESSION_KEYS.merchantCode) !== options.site.merchantCode)
    session.setItem(SESSION_KEYS.merchantCode, options.site.merchantCode);
  return environment;
}

export const EnvironmentContext = createContext<PortalEnvironment | null>(null);

export function usePortalEnvironment(): PortalEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('usePortalEnvironment must be used inside <PortalProviders>.');
  return environment;
}

const noToken = () => null;

/** The session token, read so that hydration sees "logged out" exactly like the static page did. */
export function useToken(): string | null {
  const { tokens } = usePortalEnvironment();
  return useStoreAfterHydration(tokens.subscribe, tokens.get, noToken);
}
