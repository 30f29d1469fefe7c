import { contract, type ConsolidatedInfo, type WhiteLabelSettings } from '@portal/api-contract';
import {
  createHandlers,
  createMockWorld,
  mockTokens,
  override,
  type MockBehaviour,
  type MockWalletMode,
  type MockWorld,
  mockWhiteLabel,
} from '@portal/api-contract/mocks';
import type { AnyEndpoint } from '@portal/api-contract';
import { defaultBrand, type BrandName } from '@portal/theme';
import type { Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { OpenSocket } from '../environment/environment';
import type { PopupRenderers } from '../app/popups';
import { PortalHarnessView } from './harness';

/** What a portal story sets up: the URL, who is logged in, the merchant currency of the page. */
export interface PortalStoryArgs {
  path?: string;
  /** `mockTokens.member`, `.agent`, `.trial` or null for a guest. */
  token?: string | null;
  currency?: string | null;
  popups?: PopupRenderers;
  /** The mock merchant's wallets: one seamless wallet (default, as aurora) or one per vendor. */
  walletMode?: MockWalletMode;
  /** The realtime channel (e.g. `scriptedSocket(frames)`); by default one that never connects. */
  openSocket?: OpenSocket;
  /** Changes the story's fresh mock world before the app starts (data only this story holds). */
  seedWorld?: (world: MockWorld) => void;
}

export { mockTokens };

/** The app's providers and routes on a memory router, brand and language from the toolbar. */
export function PortalStory({
  brand,
  language,
  walletMode: _walletMode,
  seedWorld: _seedWorld,
  ...args
}: PortalStoryArgs & { brand: BrandName; language: string }) {
  return (
    <PortalHarnessView
      // A new brand, language or story starts a new app (and a new query cache).
      key={`${brand}:${language}:${args.path ?? '/'}:${args.token ?? ''}`}
      brand={brand}
      language={language}
      baseUrl={window.location.origin}
      {...args}
    />
  );
}

/**
 * The mock server's state (balances, favourites, sessions) for every portal story. Each story
 * starts from a fresh copy, so what one story changes (a favourite) never shows in the next.
 */
const world = createMockWorld();

/**
 * Shared meta of the portal's page stories: the whole app renders, MSW answers the real client
 * with the contract's fixtures, and the visual run shoots `parameters.visual.selector`.
 */
export const portalStoryMeta = {
  loaders: [
    ({ args }) => {
      const { walletMode, seedWorld } = args as PortalStoryArgs;
      Object.assign(world, createMockWorld({ walletMode }));
      seedWorld?.(world);
      return {};
    },
  ],
  render: (args, { globals }) => (
    <PortalStory
      {...args}
      brand={(globals.brand ?? defaultBrand.name) as BrandName}
      language={(globals.locale as string | undefined) ?? 'en'}
    />
  ),
  parameters: { layout: 'fullscreen', visual: { fit: 'page' } },
} satisfies Partial<Meta<PortalStoryArgs>>;

/** MSW handlers for one story: the contract's fixtures with some endpoints switched. */
export function mocks(...overrides: HttpHandler[]) {
  return { handlers: createHandlers({ world, overrides }) };
}

/** Switches one endpoint (an error, a value, a delay) for a story. */
export function answer<E extends AnyEndpoint>(endpoint: E, behaviour: MockBehaviour<E>): HttpHandler {
  return override(endpoint, behaviour);
}

/** Every call hangs: the loading state of whatever the story shows. */
export function everythingLoading(...endpoints: AnyEndpoint[]) {
  return endpoints.map((endpoint) => override(endpoint, { delayMs: 'infinite' }));
}

/** The consolidated info of a member, with the referral promotion on or off. */
export function consolidatedWithReferral(enabled: boolean): ConsolidatedInfo {
  return {
    publicState: {
      balance: 1_250_000,
      currencySymbol: '₱',
      unreadMessage: 3,
      availablePromoCount: 2,
      availablePromo: { REFERRAL: { enabled } },
      hasVip: true,
      vipLabelName: 'VIP 2',
      vipRankLevel: 2,
    },
    contracts: null,
  };
}

/** White-label settings with the agent salary features on or off. */
export function whiteLabelWithFeatures(on: boolean): WhiteLabelSettings {
  return {
    ...mockWhiteLabel,
    legalAge: 21,
    features: { dividend: on, dailySalary: on, hourlySalary: on, realTimeSalary: on, referral: on },
  };
}

export { contract };

/**
 * Waits until a virtualised game grid has measured its rows: card positions that hold still for a
 * few frames (before that, rows sit at estimated offsets and a screenshot would catch them moving).
 */
export async function gridSettled(canvasElement: HTMLElement) {
  const positions = () =>
    [...canvasElement.querySelectorAll('[aria-posinset]')]
      .map((item) => `${(item as HTMLElement).offsetTop}:${(item as HTMLElement).offsetLeft}`)
      .join(',');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let previous = '';
  let stableFrames = 0;
  for (let attempt = 0; attempt < 300 && stableFrames < 5; attempt += 1) {
    await frame();
    const current = positions();
    stableFrames = current !== '' && current === previous ? stableFrames + 1 : 0;
    previous = current;
  }
  await expect(stableFrames).toBe(5);
}

/**
 * Waits until the app has drawn its shell (the status is known and the first data arrived) and the
 * header's session has settled (its actions are no longer busy restoring a stored login). A popup
 * that opens on load (/login, /register) hides the shell from assistive technology, not from view.
 */
export async function shellReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(
    async () => {
      const banner = canvas.getByRole('banner', { hidden: true });
      await expect(banner).toBeVisible();
      await expect(banner.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 10_000 },
  );
  return canvas;
}

/**
 * The side menu's app-download codes are drawn as they come near the viewport (DeferredQRCode):
 * a story that shoots the whole menu brings each code there and waits until it is drawn.
 */
export async function appCodesDrawn(menu: HTMLElement) {
  const inMenu = within(menu);
  for (const [caption, label] of [
    ['iOS', 'iOS app'],
    ['Android', 'Android app'],
  ] as const) {
    inMenu.getByText(caption).scrollIntoView({ block: 'center' });
    await inMenu.findByRole('img', { name: label });
  }
  window.scrollTo({ top: 0 });
}
