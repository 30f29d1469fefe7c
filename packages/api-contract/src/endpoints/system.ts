import { z } from 'zod/mini';
import { announcementsQueryDefaults } from '../queryDefaults';
import { captchaKeySchema } from '../schemas/common';
import { announcementsSchema } from '../schemas/content';
import { humanChallengeSchema } from '../humanCheck';
import {
  base64PngSchema,
  countrySchema,
  domainRouteSchema,
  permissionInfoSchema,
  publicKeySchema,
  registrationSettingsSchema,
  systemStatusSchema,
  uploadedImageSchema,
  uploadImageRequestSchema,
  whiteLabelSettingsSchema,
} from '../schemas/system';
import { defineEndpoint, relayPath } from './define';

const open = { auth: 'none', encrypted: false, moneyMoving: false } as const;

export const system = {
  status: defineEndpoint({
    id: 'system.status',
    method: 'GET',
    path: '/wps/system/status',
    ...open,
    response: systemStatusSchema,
    summary: 'Normal, maintenance or region blocked; chooses the root view.',
  }),
  whiteLabel: defineEndpoint({
    id: 'system.whiteLabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    ...open,
    response: whiteLabelSettingsSchema,
    summary: 'White-label flags and per-brand settings.',
  }),
  registerSettings: defineEndpoint({
    id: 'system.registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    ...open,
    response: registrationSettingsSchema,
    summary: 'Which registration methods and fields are on, with their patterns and lengths.',
  }),
  domainRoute: defineEndpoint({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    ...open,
    response: domainRouteSchema,
    summary: 'Main domain and the domains serving portal, agent, API and CDN.',
  }),
  permission: defineEndpoint({
    id: 'system.permission',
    method: 'GET',
    path: '/wps/system/permission',
    ...open,
    response: permissionInfoSchema,
    summary: 'Everything the shell needs at start: flags, resources, CDNs, location, restrictions.',
  }),
  publicKey: defineEndpoint({
    id: 'system.publicKey',
    method: 'GET',
    path: '/wps/system/publicKey',
    ...open,
    response: publicKeySchema,
    summary: 'RSA public key (JWK) that encrypted request bodies are sealed with.',
  }),
  countries: defineEndpoint({
    id: 'system.countries',
    method: 'GET',
    path: '/wps/system/countries',
    ...open,
    response: z.array(countrySchema),
    summary: 'Countries and dialing codes for mobile number inputs.',
  }),
  captcha: defineEndpoint({
    id: 'system.captcha',
    method: 'GET',
    path: '/wps/captcha',
    ...open,
    query: z.object({ captchaKey: z.optional(captchaKeySchema) }),
    response: base64PngSchema,
    summary: 'A captcha image as base64 PNG; the key ties a later answer to this image.',
  }),
  humanChallenge: defineEndpoint({
    id: 'system.humanChallenge',
    method: 'GET',
    path: '/wps/system/humanChallenge',
    ...open,
    response: humanChallengeSchema,
    summary:
      'A signed proof-of-work challenge; its solution goes in the X-Human-Proof header of a humanCheck call, once.',
  }),
  announcements: defineEndpoint({
    id: 'system.announcements',
    method: 'GET',
    path: relayPath('getListAnnouncements'),
    ...open,
    query: z.object({ types: z.string().check(z.minLength(1)), platform: z.literal('W') }),
    queryDefaults: announcementsQueryDefaults,
    response: announcementsSchema,
    summary: 'Banners, notices, popups (filtered on the client by execution) and promotion tiles.',
  }),
  uploadImage: defineEndpoint({
    id: 'system.uploadImage',
    method: 'POST',
    path: '/wps/uploads/image',
    auth: 'token',
    encrypted: false,
    moneyMoving: false,
    body: uploadImageRequestSchema,
    response: uploadedImageSchema,
    summary: 'Uploads a PNG or JPG of at most 5 MB; other calls refer to it by imageId.',
  }),
};
