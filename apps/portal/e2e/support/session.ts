import type { Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '@portal/api-contract';
import { smsCodeSentTo, unusedMobile } from './outbox';
import { e2eServer, type BrandCode } from './server';

/** Session storage keys the portal reads its session from (@portal/flows FLOW_STORAGE_KEYS). */
export const TOKEN_KEY = 'token';
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

/**
 * A new member of lagoon (mobile registration with an SMS code, no captcha in its seed), registered
 * through the contract's client with the code read from the SMS outbox; returns the session token.
 */
export async function registerMobileMember(password: string): Promise<{ mobile: string; token: string }> {
  const brand: BrandCode = 'lagoon';
  const dialingCode = '+66';
  const mobile = unusedMobile(9, '8');
  const api = apiFor(brand);
  const sentAfter = new Date();
  await api.api.auth.registerSmsCode({
    mobileNo: mobile,
    countryDialingCode: dialingCode,
    registerType: 'mobile',
  });
  const verificationCode = await smsCodeSentTo(`${dialingCode}${mobile}`, sentAfter);
  const { token } = await api.api.auth.registerMobile({
    username: mobile,
    password,
    confirmPassword: password,
    mobileNum: mobile,
    countryDialingCode: dialingCode,
    verificationCode,
    registerUrl: `${e2eServer.origin(brand)}/register`,
    domain: `${brand}.localhost`,
    login: true,
  });
  if (!token) throw new Error('registration with login: true returned no token');
  return { mobile, token };
}
