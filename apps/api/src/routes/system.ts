import { randomUUID } from 'node:crypto';
import {
  contract,
  type Announcements,
  type PermissionInfo,
  type RegistrationSettings,
} from '@portal/api-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import {
  announcements,
  banners,
  countries,
  customerServiceItems,
  feedback,
  helpArticles,
  merchantDomains,
  resources,
} from '../db/schema';
import { ApiError } from '../errors';
import { registerEndpoint } from '../http/registrar';
import { isIpBlocked, type Merchant } from '../merchants/merchants';
import { consumeCaptcha, issueCaptcha } from '../security/captcha';

const ROUTE_PURPOSES = ['PORTAL', 'AGENT', 'API', 'CDN'] as const;
type RoutePurpose = (typeof ROUTE_PURPOSES)[number];

function isRoutePurpose(value: string): value is RoutePurpose {
  return (ROUTE_PURPOSES as readonly string[]).includes(value);
}

export function systemStatusOf(merchant: Merchant, ip: string): 0 | 1 | 2 {
  if (merchant.settings.maintenance) return 1;
  if (isIpBlocked(merchant.settings, ip)) return 2;
  return 0;
}

async function domainRouteOf(db: Db, merchant: Merchant) {
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

function registrationSettingsOf(merchant: Merchant): RegistrationSettings {
  return {
    usernameRegistration: merchant.flags.USERNAMEREG3,
    mobileRegistration: merchant.flags.MOBILENUMREG3,
    smsVerification: merchant.flags.REGMOBVERF3,
    fields: merchant.settings.registerFields,
  };
}

async function customerServiceOf(db: Db, merchantId: number) {
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

const BANNER_GROUPS = ['w_register', 'w_game', 'w_leftmenu', 'w_home', 'w_login', 'w_forget'] as const;
const LINKAGE_TYPES = ['NONE', 'ROUTE', 'EXTERNAL', 'PROMOTION'] as const;
const EXECUTIONS = ['A', 'B', 'F'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

async function announcementsOf(
  db: Db,
  merchantId: number,
  types: ReadonlySet<string>,
): Promise<Announcements> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, [...types])))
    .orderBy(asc(announcements.sequence), desc(announcements.createdAt));
  const item = (row: (typeof rows)[number]) => ({
    id: String(row.id),
    title: row.title,
    content: row.content,
    publishedAt: row.createdAt.toISOString(),
  });
  const bannerRows = types.has('B')
    ? await db
        .select()
        .from(banners)
        .where(eq(banners.merchantId, merchantId))
        .orderBy(asc(banners.groupName), asc(banners.sort))
    : [];
  return {
    banners: bannerRows.flatMap((row) => {
      const groupName = oneOf(BANNER_GROUPS, row.groupName);
      const linkageType = oneOf(LINKAGE_TYPES, row.linkageType) ?? 'NONE';
      return groupName ? [{ groupName, url: row.url, linkageType, linkage: row.linkageUrl }] : [];
    }),
    playerNotices: rows.filter((row) => row.type === 'PL').map(item),
    popups: rows.flatMap((row) => {
      const execution = row.type === 'PU' ? oneOf(EXECUTIONS, row.execution) : null;
      return execution ? [{ ...item(row), execution }] : [];
    }),
    promotions: rows
      .filter((row) => row.type === 'PR' && row.imageUrl)
      .map((row) => ({ ...item(row), imageUrl: row.imageUrl ?? '' })),
    announcementImages: rows
      .filter((row) => row.type === 'H' && row.imageUrl)
      .map((row) => ({ sequence: row.sequence, url: row.imageUrl ?? '' })),
  };
}

const CAPTCHA_KEY_HEADER = 'X-Captcha-Key';

export function registerSystemRoutes(server: FastifyInstance, app: AppContext): void {
  const db = app.database.db;
  const { system, support } = contract;

  registerEndpoint(server, app, system.status, async ({ merchant, ip }) => ({
    status: systemStatusOf(merchant, ip),
    ip,
  }));

  registerEndpoint(server, app, system.whiteLabel, async ({ merchant }) => ({
    flags: merchant.flags,
    legalAge: merchant.settings.legalAge,
    mobileDigits: merchant.settings.mobileDigits,
    forgotPasswordMethod: merchant.settings.forgotPasswordMethod,
    features: merchant.settings.features,
    socialLogin: merchant.settings.socialLogin,
  }));

  registerEndpoint(server, app, system.registerSettings, async ({ merchant }) =>
    registrationSettingsOf(merchant),
  );

  registerEndpoint(server, app, system.domainRoute, async ({ merchant }) => domainRouteOf(db, merchant));

  registerEndpoint(server, app, system.permission, async ({ merchant, ip }): Promise<PermissionInfo> => {
    const domainRoute = await domainRouteOf(db, merchant);
    return {
      customerService: await customerServiceOf(db, merchant.id),
      domainRoute,
      resources: await resourcesOf(db, merchant.id),
      whitelabel: merchant.flags,
      register: registrationSettingsOf(merchant),
      mainDomain: domainRoute.mainDomain,
      analytics: { gtagId: merchant.settings.gtagId },
      imageCDNs: merchant.settings.imageCDNs,
      launchGameCDNs: merchant.settings.launchGameCDNs,
      location: { ip },
      maintenance: merchant.settings.maintenance,
      regionRestriction: isIpBlocked(merchant.settings, ip),
    };
  });

  registerEndpoint(server, app, system.publicKey, async () => {
    const { n, e, kid } = app.keys.jwePublicJwk;
    return { jwk: { kty: 'RSA' as const, n, e, kid, alg: 'RSA-OAEP-256' as const, use: 'enc' as const } };
  });

  registerEndpoint(server, app, system.countries, async () => {
    const rows = await db.select().from(countries).orderBy(asc(countries.sort));
    return rows.map((row) => ({ countryDialingCode: row.countryDialingCode, countryCode: row.countryCode }));
  });

  registerEndpoint(
    server,
    app,
    system.captcha,
    async ({ query, reply, now }) => {
      // The client names the image with captchaKey and sends the key back with the answer; without
      // one the server picks a key and returns it in a header.
      const captchaKey = query.captchaKey ?? randomUUID();
      reply.header(CAPTCHA_KEY_HEADER, captchaKey);
      const captcha = await issueCaptcha(db, app.keys.hmacKey, captchaKey, now);
      return captcha.image;
    },
    { rateLimit: { max: 120, windowSeconds: 60 } },
  );

  registerEndpoint(server, app, system.announcements, async ({ merchant, query }) => {
    const types = new Set(query.types.split(',').map((type) => type.trim().toUpperCase()));
    return announcementsOf(db, merchant.id, types);
  });

  registerEndpoint(server, app, support.customerService, async ({ merchant }) =>
    customerServiceOf(db, merchant.id),
  );

  registerEndpoint(server, app, support.helpCenter, async ({ merchant, query }) => {
    const language = query.lang.toLowerCase();
    let rows = await db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchant.id), eq(helpArticles.language, language)))
      .orderBy(asc(helpArticles.sort));
    // Only EN and TY are bundled (SPEC §1): other languages read the EN help.
    if (rows.length === 0) {
      rows = await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.merchantId, merchant.id), eq(helpArticles.language, 'en')))
        .orderBy(asc(helpArticles.sort));
    }
    const sections: { id: string; title: string; items: { id: string; title: string; content: string }[] }[] =
      [];
    for (const row of rows) {
      let section = sections.find((candidate) => candidate.id === row.sectionId);
      if (!section) {
        section = { id: row.sectionId, title: row.sectionTitle, items: [] };
        sections.push(section);
      }
      section.items.push({ id: row.itemId, title: row.title, content: row.content });
    }
    return { sections };
  });

  registerEndpoint(
    server,
    app,
    support.feedback,
    async ({ merchant, body, ip, now, session }) => {
      if (!(await consumeCaptcha(db, app.keys.hmacKey, body.captchaKey, body.captcha, now)))
        throw new ApiError('CAPTCHA_CHECK_FAILED');
      const [ticket] = await db
        .insert(feedback)
        .values({
          merchantId: merchant.id,
          memberId: session?.member.id ?? null,
          sender: session?.member.account ?? body.sender,
          type: body.type,
          content: body.content,
          ip,
          createdAt: now,
        })
        .returning({ id: feedback.id });
      if (!ticket) throw new Error('feedback was not stored');
      return { ticketId: `FB${String(ticket.id).padStart(8, '0')}` };
    },
    { rateLimit: { max: 20, windowSeconds: 60 } },
  );
}
