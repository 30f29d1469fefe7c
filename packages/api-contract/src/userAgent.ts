import type { LoginDevice } from './schemas/member';

/** The first rule whose pattern a User-Agent matches names it; the order settles look-alikes. */
type Rule = readonly [pattern: RegExp, name: string];

// Chromium browsers also say "Chrome", and nearly everything says "Safari": the specific ones first.
const browsers: readonly Rule[] = [
  [/\bEdg(?:e|A|iOS)?\//u, 'Edge'],
  [/\bOPR\/|\bOpera\b/u, 'Opera'],
  [/\bSamsungBrowser\//u, 'Samsung Internet'],
  [/\bUCBrowser\//u, 'UC Browser'],
  [/\bFBAN\/|\bFBAV\//u, 'Facebook'],
  [/\bInstagram\b/u, 'Instagram'],
  [/\bLine\//u, 'LINE'],
  [/\bFirefox\/|\bFxiOS\//u, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//u, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//u, 'Safari'],
  [/\bMSIE\b|\bTrident\//u, 'Internet Explorer'],
];

// iPhones and iPads say "like Mac OS X", Android says "Linux": those first.
const systems: readonly Rule[] = [
  [/\bWindows\b/u, 'Windows'],
  [/\biPad\b/u, 'iPadOS'],
  [/\biPhone\b|\biPod\b/u, 'iOS'],
  [/\bAndroid\b/u, 'Android'],
  [/\bCrOS\b/u, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/u, 'macOS'],
  [/\bLinux\b/u, 'Linux'],
];

const nameOf = (rules: readonly Rule[], userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** A client that is no browser names itself first: `curl/8.5`, `okhttp/4.12`, `python-requests/2.31`. */
const PRODUCT = /^([A-Za-z][\w.-]{0,39})\//u;

/**
 * What a login history shows of a client: its browser and operating system by name (no versions:
 * browsers freeze or trim them), read from the User-Agent header. A client that is not a browser
 * is named by its first product token; a missing or unreadable header names nothing.
 */
export function deviceOf(userAgent: string | null | undefined): LoginDevice {
  const text = userAgent?.trim() ?? '';
  if (!text) return { browser: null, os: null };
  const browser = nameOf(browsers, text);
  const product = PRODUCT.exec(text)?.[1];
  return {
    browser: browser ?? (product && product !== 'Mozilla' ? product : null),
    os: nameOf(systems, text),
  };
}
