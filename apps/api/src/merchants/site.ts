import type { PermissionInfo, RegistrationSettings, WhiteLabelSettings } from '@portal/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countries, customerServiceItems, merchantDomains, resources } from '../db/schema';
import { isIpBlocked, type Merchant } from './merchants';

// What a white label shows before anyone logs in: status, settings, domains and service links.

const ROUTE_PURPOSES = ['PORTAL', 'AGENT', 'API', 'CDN'] as const;
type RoutePurpose = (typeof ROUTE_PURPOSES)[number];

function isRoutePurpose(value: string): value is RoutePurpose {
  return (ROUTE_PURPOSES as readonly string[]).includes(value);
}

/** 0 open, 1 maintenance, 2 the visitor's IP is blocked. */
export function systemStatusOf(merchant: Merchant, ip: string): 0 | 1 | 2 {
  if (merchant.settings.maintenance) return 1;
  if (isIpBlocked(merchant.settings, ip)) return 2;
  return 0;
}

export function whiteLabelOf(merchant: Merchant): WhiteLabelSettings {
  return {
    flags: merchant.flags,
    legalAge: merchant.settings.legalAge,
    mobileDigits: merchant.settings.mobileDigits,
    defaultDialingCode: merchant.settings.defaultDialingCode,
    forgotPasswordMethod: merchant.settings.forgotPasswordMethod,
    features: merchant.settings.features,
    socialLogin: merchant.settings.socialLogin,
  };
}

export async function domainRouteOf(db: Db, merchant: Merchant) {
  const rows = await db
    .select()
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchant.id))
    .orderBy(asc(merchantDomains.domain));
  const main = rows.find((row) => row.isMain) ?? rows[0];
  return {
    mainDomain: main?.domain ?? `${merchant.code}.localhost`,
    routes: rows.flatMap((row) =>
      isRoutePurpose(row.route) ? [{ domain: row.domain, purpose: row.route }] : [],
    ),
  };
}

export function registrationSettingsOf(merchant: Merchant): RegistrationSettings {
  return {
    usernameRegistration: merchant.flags.USERNAMEREG3,
    mobileRegistration: merchant.flags.MOBILENUMREG3,
    mobilePassword: merchant.flags.MOBILENUMPASSREG3,
    smsVerification: merchant.flags.REGMOBVERF3,
    fields: merchant.settings.registerFields,
  };
}

export async function customerServiceOf(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(customerServiceItems)
    .where(eq(customerServiceItems.merchantId, merchantId))
    .orderBy(asc(customerServiceItems.sort));
  return rows.map(({ csType, path, title }) => ({ csType, path, title }));
}

async function resourcesOf(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.sort));
  return rows.map(({ resourceType, url, labelNameEn }) => ({ resourceType, url, labelNameEn }));
}

/** The parts of `system.permission` that are the white label's own, whoever visits. */
export interface SiteLinks {
  domainRoute: Awaited<ReturnType<typeof domainRouteOf>>;
  customerService: Awaited<ReturnType<typeof customerServiceOf>>;
  resources: Awaited<ReturnType<typeof resourcesOf>>;
}

export async function siteLinksOf(db: Db, merchant: Merchant): Promise<SiteLinks> {
  return {
    domainRoute: await domainRouteOf(db, merchant),
    customerService: await customerServiceOf(db, merchant.id),
    resources: await resourcesOf(db, merchant.id),
  };
}

/** Everything the portal needs at start-up in one answer: the white label's links and the visitor's place. */
export function permissionOf(links: SiteLinks, merchant: Merchant, ip: string): PermissionInfo {
  return {
    customerService: links.customerService,
    domainRoute: links.domainRoute,
    resources: links.resources,
    whitelabel: merchant.flags,
    register: registrationSettingsOf(merchant),
    mainDomain: links.domainRoute.mainDomain,
    analytics: { gtagId: merchant.settings.gtagId },
    imageCDNs: merchant.settings.imageCDNs,
    launchGameCDNs: merchant.settings.launchGameCDNs,
    location: { ip },
    maintenance: merchant.settings.maintenance,
    regionRestriction: isIpBlocked(merchant.settings, ip),
  };
}

/** The dialing codes a phone number may start with, in the order the picker lists them. */
export async function countryCodes(db: Db) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort));
  return rows.map((row) => ({ countryDialingCode: row.countryDialingCode, countryCode: row.countryCode }));
}
