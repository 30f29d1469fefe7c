import { randomUUID } from 'node:crypto';
import { announcementsOf } from '../content/announcements';
import type { GroupHandlers } from '../http/registrar';
import { storeUploadedImage } from '../members/images';
import {
  countryCodes,
  domainRouteOf,
  permissionOf,
  registrationSettingsOf,
  siteLinksOf,
  systemStatusOf,
  whiteLabelOf,
} from '../merchants/site';
import { issueCaptcha } from '../security/captcha';
import { humanChallenge } from '../security/human-check';

const CAPTCHA_KEY_HEADER = 'X-Captcha-Key';

/** Contract group `system`: the white label's settings, the encryption key, captchas and uploads. */
export const systemHandlers = {
  status: {
    handler: async ({ merchant, ip }) => ({ status: systemStatusOf(merchant, ip), ip }),
    policy: { cache: 'visitor' },
  },
  whiteLabel: {
    handler: async ({ merchant }) => whiteLabelOf(merchant),
    policy: { cache: 'shared' },
  },
  registerSettings: {
    handler: async ({ merchant }) => registrationSettingsOf(merchant),
    policy: { cache: 'shared' },
  },
  domainRoute: {
    handler: async ({ app, merchant }) => domainRouteOf(app.database.db, merchant),
    policy: { cache: 'shared' },
  },
  permission: {
    handler: async ({ app, merchant, ip }) => {
      const links = await app.readCache.get(`site-links:${merchant.id}`, () =>
        siteLinksOf(app.database.db, merchant),
      );
      return permissionOf(links, merchant, ip);
    },
    policy: { cache: 'visitor' },
  },
  publicKey: {
    handler: async ({ app }) => {
      const { n, e, kid } = app.keys.jwePublicJwk;
      return { jwk: { kty: 'RSA', n, e, kid, alg: 'RSA-OAEP-256', use: 'enc' } };
    },
  },
  countries: {
    handler: async ({ app }) => countryCodes(app.database.db),
    policy: { cache: 'shared' },
  },
  captcha: {
    handler: async ({ app, query, reply, now }) => {
      // The client names the image with captchaKey and sends the key back with the answer; without
      // one the server picks a key and returns it in a header.
      const captchaKey = query.captchaKey ?? randomUUID();
      reply.header(CAPTCHA_KEY_HEADER, captchaKey);
      const captcha = await issueCaptcha(
        app.database.db,
        app.keys.hmacKey,
        captchaKey,
        now,
        app.captchaOutboxLog,
      );
      return captcha.image;
    },
    policy: { rateLimit: { max: 120, windowSeconds: 60 } },
  },
  humanChallenge: {
    handler: async ({ app, now }) => humanChallenge(app, now),
    // A client asks one before each guarded call; the guarded calls have their own limits.
    policy: { rateLimit: { max: 240, windowSeconds: 60 } },
  },
  announcements: {
    handler: async ({ app, merchant, query }) => {
      const types = new Set(query.types.split(',').map((type) => type.trim().toUpperCase()));
      return announcementsOf(app.database.db, merchant.id, types);
    },
    policy: { cache: 'shared' },
  },
  uploadImage: {
    handler: async ({ app, session, body, now }) =>
      storeUploadedImage(app.database, session.member.id, body, now),
    policy: {
      rateLimit: { max: 30, windowSeconds: 60 },
      bodyLimit: 8 * 1024 * 1024,
      maxStringLength: 8 * 1024 * 1024,
    },
  },
} satisfies GroupHandlers<'system'>;
