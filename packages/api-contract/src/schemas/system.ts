import { z } from 'zod/mini';
import { registerFieldsConfigSchema } from '../validation/registerConfig';
import { countSchema, richHtmlSchema } from './common';

/** SPEC §4: 0 normal, 1 maintenance, 2 region blocked. */
export const systemStatuses = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The visitor IP, shown on the region-blocked page. */
  ip: z.string().check(z.minLength(1)),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const whiteLabelFlagNames = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'AGENTPOLICY3',
] as const;
export type WhiteLabelFlagName = (typeof whiteLabelFlagNames)[number];

export const whiteLabelFlagsSchema = z.object(
  Object.fromEntries(whiteLabelFlagNames.map((name) => [name, z.boolean()])) as Record<
    WhiteLabelFlagName,
    z.ZodMiniBoolean
  >,
);
export type WhiteLabelFlags = z.infer<typeof whiteLabelFlagsSchema>;

export const whiteLabelSettingsSchema = z.object({
  flags: whiteLabelFlagsSchema,
  legalAge: z._default(z.int().check(z.gte(1)), 18),
  /** Digits a mobile number must have; null when any length 6 to 15 is accepted. */
  mobileDigits: z.nullable(z.int().check(z.positive())),
  /** The country code the mobile-number fields start on (one of GET countries' dialing codes). */
  defaultDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/u)),
  forgotPasswordMethod: z.enum(['email', 'mobile']),
  /** Agent centre pages that exist only when their feature is on (SPEC §2). */
  features: z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realTimeSalary: z.boolean(),
    referral: z.boolean(),
  }),
  socialLogin: z.object({ facebook: z.boolean(), google: z.boolean() }),
});
export type WhiteLabelSettings = z.infer<typeof whiteLabelSettingsSchema>;

export const customerServiceItemSchema = z.object({
  /** `CS` is the customer-service link of the floating widget. */
  csType: z.string().check(z.minLength(1)),
  path: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItemSchema>;

export const knownResourceTypes = [
  'IOS',
  'ANDROID',
  'LITE_APP',
  'APP_DOWNLOAD_2',
  'FACEBOOK',
  'TIKTOK',
  'YOUTUBE',
  'TWITTER',
  'INSTAGRAM',
  'TELEGRAM',
  'WHATSAPP',
] as const;
export const resourceSchema = z.object({
  resourceType: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const domainRouteSchema = z.object({
  mainDomain: z.string().check(z.minLength(1)),
  routes: z.array(
    z.object({
      domain: z.string().check(z.minLength(1)),
      purpose: z.enum(['PORTAL', 'AGENT', 'API', 'CDN']),
    }),
  ),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const countrySchema = z.object({
  countryDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/u)),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/u)),
});
export type Country = z.infer<typeof countrySchema>;

export const registrationSettingsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  /**
   * MOBILENUMPASSREG3: the mobile registration sets a password. Off, it takes the number and its
   * SMS code alone (the code then asked for whatever smsVerification says), and the account logs in by code.
   */
  mobilePassword: z.boolean(),
  smsVerification: z.boolean(),
  fields: registerFieldsConfigSchema,
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const permissionInfoSchema = z.object({
  customerService: z.array(customerServiceItemSchema),
  domainRoute: domainRouteSchema,
  resources: z.array(resourceSchema),
  whitelabel: whiteLabelFlagsSchema,
  register: registrationSettingsSchema,
  mainDomain: z.string().check(z.minLength(1)),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  imageCDNs: z.array(z.string().check(z.minLength(1))),
  launchGameCDNs: z.array(z.string().check(z.minLength(1))),
  location: z.object({ ip: z.string().check(z.minLength(1)) }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export const rsaPublicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string().check(z.minLength(1)),
  e: z.string().check(z.minLength(1)),
  alg: z.optional(z.literal('RSA-OAEP-256')),
  kid: z.optional(z.string()),
  use: z.optional(z.literal('enc')),
});
export type RsaPublicJwk = z.infer<typeof rsaPublicJwkSchema>;

export const publicKeySchema = z.object({ jwk: rsaPublicJwkSchema });

const PNG_BASE64_PREFIX = 'iVBORw0KGgo';
/** A captcha image: base64 PNG bytes, optionally as a data URL. */
export const base64PngSchema = z.string().check(
  z.regex(/^(?:data:image\/png;base64,)?[A-Za-z0-9+/]+={0,2}$/u),
  z.refine(
    (value) => value.replace(/^data:image\/png;base64,/u, '').startsWith(PNG_BASE64_PREFIX),
    'not a PNG',
  ),
);

export const helpCenterSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      title: z.string().check(z.minLength(1)),
      items: z.array(
        z.object({
          id: z.string().check(z.minLength(1)),
          title: z.string().check(z.minLength(1)),
          content: richHtmlSchema,
        }),
      ),
    }),
  ),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** The app builds a brand publishes, in the order the download page shows them. */
export const appPlatformSchema = z.enum(['IOS', 'ANDROID', 'LITE']);

export const appDownloadSchema = z.object({
  apps: z.array(
    z.object({
      platform: appPlatformSchema,
      downloadUrl: z.url(),
      qrCodeUrl: z.string().check(z.minLength(1)),
      version: z.string().check(z.minLength(1)),
    }),
  ),
  resources: z.array(resourceSchema),
});
export type AppDownload = z.infer<typeof appDownloadSchema>;

export const uploadImageRequestSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.enum(['image/png', 'image/jpeg']),
  /** Base64 of at most 5 MB (SPEC §9) of image bytes. */
  dataBase64: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 4),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/u),
    ),
  purpose: z.enum(['ACTIVITY', 'WITHDRAWAL_PROOF', 'DEPOSIT_PROOF', 'FEEDBACK', 'AVATAR']),
});

export const uploadedImageSchema = z.object({
  imageId: z.string().check(z.minLength(1), z.maxLength(64)),
  url: z.string().check(z.minLength(1)),
  sizeBytes: countSchema,
});
