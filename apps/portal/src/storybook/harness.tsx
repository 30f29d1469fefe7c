import { MOCK_NOW } from '@portal/api-contract/mocks';
import { createI18n } from '@portal/i18n';
import type { BrandName } from '@portal/theme';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  createPortalEnvironment,
  type OpenSocket,
  type PortalEnvironment,
  type RealtimeSocket,
} from '../environment/environment';
import { PortalApp } from '../app/PortalApp';
import type { PopupRenderers } from '../app/popups';
import { PortalProviders } from '../app/providers';
import { createPortalRoutes } from '../router/routes';
import { HomeScreen } from '../screens/home/HomeScreen';
import { SESSION_KEYS, type KeyValueStorage } from '../site/storage';

/** Where stories and tests send the API's calls; the MSW handlers answer for any origin. */
export const MOCK_API_ORIGIN = 'http://portal.mock';

/** A Web Storage stand-in that starts from the given entries (a story's session, a test's token). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

/** A socket that never opens: stories and tests without a realtime server stay quiet. */
export const silentSocket: OpenSocket = (): RealtimeSocket => {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    send: () => undefined,
    close: () => undefined,
  };
};

/**
 * A realtime server that answers the first (auth) message with `frames`, as the server pushes
 * them after `ready`: a story or test of what a frame does (a paid-out withdrawal's notice).
 */
export function scriptedSocket(frames: readonly unknown[]): OpenSocket {
  return () => {
    const target = new EventTarget();
    let answered = false;
    queueMicrotask(() => target.dispatchEvent(new Event('open')));
    return {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      send: () => {
        if (answered) return;
        answered = true;
        // After the auth message, on a later task: the page has subscribed by then.
        setTimeout(() => {
          for (const frame of frames)
            target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
        }, 0);
      },
      close: () => undefined,
    };
  };
}

/**
 * A realtime server that says `ready` and then sends what the story or test pushes, when it pushes
 * it: a frame that must arrive after the page has read what the frame changes. A frame pushed before
 * the page's socket has signed in waits for it, as the server sends only to signed-in sockets.
 */
export function pushSocket(): { open: OpenSocket; push(frame: unknown): void } {
  const target = new EventTarget();
  const frame = (data: unknown) =>
    target.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  let signedIn = false;
  let waiting: unknown[] = [];
  return {
    open: () => {
      signedIn = false;
      queueMicrotask(() => target.dispatchEvent(new Event('open')));
      return {
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
        send: () =>
          setTimeout(() => {
            frame({ type: 'ready', memberId: 1005 });
            signedIn = true;
            for (const pending of waiting) frame(pending);
            waiting = [];
          }, 0),
        close: () => undefined,
      };
    },
    push: (data) => {
      if (signedIn) frame(data);
      else waiting.push(data);
    },
  };
}

export interface PortalHarnessOptions {
  brand: BrandName;
  language?: string;
  /** The first URL (path, query and hash). */
  path?: string;
  /** A session token: the visitor is logged in as that account (mock tokens name the account). */
  token?: string | null;
  /** More of what session storage holds when the page loads (SESSION_KEYS), as a reload finds it. */
  sessionEntries?: Record<string, string>;
  /** The merchant currency the serving API would write into the page. */
  currency?: string | null;
  popups?: PopupRenderers;
  /** Where the API calls go: the page's own origin in Storybook (MSW's worker answers). */
  baseUrl?: string;
  /** The realtime channel; by default a socket that never connects (no server behind the mocks). */
  openSocket?: OpenSocket;
}

export interface PortalHarness {
  environment: PortalEnvironment;
  router: ReturnType<typeof createMemoryRouter>;
  element: ReactNode;
}

/**
 * The whole app — providers, status root, shell and routes — on a memory router, talking through
 * the real API client to whatever answers at MOCK_API_ORIGIN (MSW handlers in stories and tests).
 */
export function createPortalHarness({
  brand,
  language = 'en',
  path = '/',
  token = null,
  sessionEntries = {},
  currency = 'PHP',
  popups,
  baseUrl = MOCK_API_ORIGIN,
  openSocket = silentSocket,
}: PortalHarnessOptions): PortalHarness {
  const environment = createPortalEnvironment({
    site: { brand, merchantCode: brand, currency },
    baseUrl,
    session: memoryStorage({ ...(token ? { [SESSION_KEYS.token]: token } : {}), ...sessionEntries }),
    local: memoryStorage({ language, languageHistory: language }),
    language,
    // One attempt: a story's or test's error answer shows at once instead of after backoff.
    retry: { attempts: 1 },
    // The mock world's clock, and a still picture: every render of a story is the same.
    now: () => new Date(MOCK_NOW),
    still: true,
    openSocket,
  });
  const i18n = createI18n({ lng: language });
  const router = createMemoryRouter(createPortalRoutes({ home: HomeScreen, popups }), {
    initialEntries: [path],
  });
  const element = (
    <PortalProviders environment={environment} i18n={i18n}>
      <PortalApp>
        <RouterProvider router={router} />
      </PortalApp>
    </PortalProviders>
  );
  return { environment, router, element };
}

/** Renders the harness once per mount (a story re-render keeps the same app and cache). */
export function PortalHarnessView(options: PortalHarnessOptions) {
  const [harness] = useState(() => createPortalHarness(options));
  return <>{harness.element}</>;
}
