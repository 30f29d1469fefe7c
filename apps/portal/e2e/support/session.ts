import type { Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '@portal/api-contract';
import { e2eServer, type BrandCode } from './server';

/** Session storage keys the portal reads its session from (@portal/flows FLOW_STORAGE_KEYS). */
const TOKEN_KEY = 'token';
const MERCHANT_KEY = 'merchantCode';

/**
 * The contract's own client for a brand of the suite's server, as any client would call it. Node
 * does not resolve *.localhost as chromium does: the merchant header names the brand instead.
 */
export function apiFor(brand: BrandCode, token: string | null = null): ApiClient {
  return createApiClient({
    baseUrl: e2eServer.origin(),
    merchantCode: brand,
    getToken: () => token,
    getLanguage: () => 'en',
  });
}

/** A free-play (trial) session (FREEPLAY3): what a visitor gets from "try for free". */
export async function startTrialSession(brand: BrandCode): Promise<string> {
  const { token } = await apiFor(brand).api.auth.freePlayLogin({
    os: 'e2e',
    platform: 'W',
    encryption: false,
    gatewayVersion: 3,
  });
  return token;
}

/**
 * Opens the portal already signed in with `token`, the way a login leaves the tab: the token in
 * session storage, where the portal restores its session from on every load.
 */
export async function useSessionToken(page: Page, brand: BrandCode, token: string): Promise<void> {
  await page.addInitScript(
    ({ keys, values }) => {
      sessionStorage.setItem(keys.token, values.token);
      sessionStorage.setItem(keys.merchant, values.merchant);
    },
    { keys: { token: TOKEN_KEY, merchant: MERCHANT_KEY }, values: { token, merchant: brand } },
  );
}
