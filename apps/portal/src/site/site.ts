import { brandNames, defaultBrand, type BrandName } from '@portal/theme';

/** Which white label a page is for: its theme and the merchant code its API calls carry. */
export interface Site {
  brand: BrandName;
  merchantCode: string;
  /**
   * The merchant's ISO 4217 currency when the serving API named it: guests see winners' amounts
   * before any call that carries the currency (the wallet) can be made.
   */
  currency: string | null;
  /**
   * The page was served for a merchant that offers free play (its FREEPLAY3 flag), with "Try for
   * free" drawn in: the first render draws it too, before the white label's answer arrives, so the
   * header does not grow under the visitor. Unset when nobody said (Vite's dev server, stories).
   */
  freePlay?: boolean;
}

/** Overrides for hosts that name no brand (127.0.0.1, localhost): PORTAL_BRAND, DEFAULT_MERCHANT. */
export interface SiteOverrides {
  brand?: string | undefined;
  merchant?: string | undefined;
}

const MERCHANT_CODE = /^[a-z0-9_-]{1,32}$/u;

export function isBrandName(value: string | null | undefined): value is BrandName {
  return typeof value === 'string' && (brandNames as readonly string[]).includes(value);
}

/**
 * The site for a host name. A host naming a brand in any label (`ember.localhost`,
 * `agent.lagoon.localhost`) is that brand and that merchant (the seeded merchants carry the brand
 * names). Any other host gets the overrides, else the default brand and its merchant.
 */
export function siteForHost(hostname: string, overrides: SiteOverrides = {}): Site {
  const labels = hostname.toLowerCase().replace(/\.$/u, '').split('.');
  const named = labels.find((label) => isBrandName(label));
  if (named && isBrandName(named)) return { brand: named, merchantCode: named, currency: null };
  const merchant = overrides.merchant?.trim().toLowerCase();
  const merchantCode = merchant && MERCHANT_CODE.test(merchant) ? merchant : undefined;
  const brandOverride = overrides.brand?.trim().toLowerCase();
  const brand = isBrandName(brandOverride)
    ? brandOverride
    : isBrandName(merchantCode)
      ? merchantCode
      : defaultBrand.name;
  return { brand, merchantCode: merchantCode ?? brand, currency: null };
}

/** Attribute and meta names the server writes into the page it serves (see apps/api portal plugin). */
export const SERVED_BRAND_ATTRIBUTE = 'data-brand';
export const SERVED_MERCHANT_META = 'portal-merchant';
export const SERVED_CURRENCY_META = 'portal-currency';
/** Written by the pre-render into the pages drawn for merchants that offer free play. */
export const SERVED_FREE_PLAY_META = 'portal-free-play';

const CURRENCY = /^[A-Z]{3}$/u;

function metaContent(doc: Document, name: string): string | undefined {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
}

/**
 * The site of the page being shown. The API writes the merchant it resolved from its own domain
 * table into the served page, and the pre-rendered page names its brand: those win, so the
 * server's DEFAULT_MERCHANT applies to the app too. Without them (Vite's dev server, tests) the
 * host name decides.
 */
export function currentSite(doc: Document, hostname: string, overrides: SiteOverrides = {}): Site {
  const fromHost = siteForHost(hostname, overrides);
  const servedBrand = doc.documentElement.getAttribute(SERVED_BRAND_ATTRIBUTE);
  const servedMerchant = metaContent(doc, SERVED_MERCHANT_META)?.toLowerCase();
  const servedCurrency = metaContent(doc, SERVED_CURRENCY_META);
  return {
    brand: isBrandName(servedBrand) ? servedBrand : fromHost.brand,
    merchantCode:
      servedMerchant && MERCHANT_CODE.test(servedMerchant) ? servedMerchant : fromHost.merchantCode,
    currency: servedCurrency && CURRENCY.test(servedCurrency) ? servedCurrency : null,
    ...(metaContent(doc, SERVED_FREE_PLAY_META) === 'true' ? { freePlay: true } : {}),
  };
}

/** The build's environment overrides (`envPrefix` in vite.config.ts exposes them). */
export function environmentOverrides(): SiteOverrides {
  const env = import.meta.env as Record<string, string | undefined>;
  return { brand: env.PORTAL_BRAND, merchant: env.DEFAULT_MERCHANT };
}
