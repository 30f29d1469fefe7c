import {
  profileFieldNames,
  registerFieldsConfigSchema,
  whiteLabelFlagNames,
  type WhiteLabelFlags,
} from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { merchantDomains, merchants } from '../db/schema';
import { DEFAULT_VIP_LEVELS, vipLevelSchema } from '../members/vip';

/** Everything a white label configures beyond its flags, stored as `merchants.settings`. */
export const merchantSettingsSchema = z.object({
  legalAge: z.int().min(1),
  /** Digits of a national mobile number; null: 6 to 15. */
  mobileDigits: z.int().positive().nullable(),
  defaultDialingCode: z.string().regex(/^\+\d{1,4}$/u),
  forgotPasswordMethod: z.enum(['email', 'mobile']),
  features: z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realTimeSalary: z.boolean(),
    referral: z.boolean(),
  }),
  socialLogin: z.object({ facebook: z.boolean(), google: z.boolean() }),
  /** single: one seamless wallet; multi: money moves into per-vendor wallets before play. */
  walletMode: z.enum(['single', 'multi']),
  /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
  passwordMaxAgeDays: z.int().positive(),
  maintenance: z.boolean(),
  /** Visitor IPs (exact, or a prefix ending in '.') the white label may not serve: status 2. */
  blockedIpPrefixes: z.array(z.string().min(1)),
  gtagId: z.string().nullable(),
  imageCDNs: z.array(z.string().min(1)),
  launchGameCDNs: z.array(z.string().min(1)),
  registerFields: registerFieldsConfigSchema,
  /** The profile fields My account offers, in its order; every one unless the white label lists fewer. */
  profileFields: z.array(z.enum(profileFieldNames)).default(() => [...profileFieldNames]),
  /** Demo credit a free-play (trial) session starts with, in minor units. */
  trialCredit: z.int().positive(),
  vipLabelName: z.string().nullable(),
  /** The VIP levels by lifetime valid bets (members/vip.ts); a white label without one gets the default. */
  vipLevels: z
    .array(vipLevelSchema)
    .min(1)
    .default(() => [...DEFAULT_VIP_LEVELS]),
  /** Player protection limits (src/protection/limits.ts): offered unless a white label sets this false. */
  playerLimits: z.boolean().optional(),
  /** The security centre's account protections, each on unless the white label turns it off. */
  accountSecurity: z
    .object({
      authenticator: z.boolean().default(true),
      sessions: z.boolean().default(true),
      loginAlerts: z.boolean().default(true),
      closeAccount: z.boolean().default(true),
    })
    .default({ authenticator: true, sessions: true, loginAlerts: true, closeAccount: true }),
  /** The take-a-break page's protections (src/protection/exclusions.ts), each on unless turned off. */
  playBreaks: z
    .object({
      realityCheck: z.boolean().default(true),
      timeOut: z.boolean().default(true),
      selfExclusion: z.boolean().default(true),
    })
    .default({ realityCheck: true, timeOut: true, selfExclusion: true }),
  /** Deposits and withdrawals (src/funds/); amounts in minor units. */
  funds: z.object({
    /** A deposit order that is neither credited nor rejected by then expires. */
    depositExpiryMinutes: z.int().positive(),
    withdrawMinAmount: z.int().positive(),
    withdrawMaxAmount: z.int().positive(),
    /** Withdrawals a member may request per calendar day (GMT+8, the report days of src/agents/periods.ts). */
    withdrawTimesPerDay: z.int().positive(),
    /** After a payout, no answer from the member for this long counts as received (SPEC §4, §9). */
    withdrawAutoReceiveMinutes: z.int().positive(),
  }),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;
/** As stored: settings a white label leaves out take their defaults. */
export type MerchantSettingsInput = z.input<typeof merchantSettingsSchema>;

export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  flags: WhiteLabelFlags;
  settings: MerchantSettings;
}

function toMerchant(row: typeof merchants.$inferSelect): Merchant {
  const flags = Object.fromEntries(
    whiteLabelFlagNames.map((name) => [name, row.flags[name] === true]),
  ) as WhiteLabelFlags;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    flags,
    settings: merchantSettingsSchema.parse(row.settings),
  };
}

export async function merchantByCode(db: Db, code: string): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code.toLowerCase()));
  return row ? toMerchant(row) : null;
}

export async function merchantById(db: Db, id: number): Promise<Merchant | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row ? toMerchant(row) : null;
}

export async function merchantByDomain(db: Db, host: string): Promise<Merchant | null> {
  const domain = host.toLowerCase().replace(/:\d+$/u, '');
  const [row] = await db
    .select({ merchant: merchants })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain));
  return row ? toMerchant(row.merchant) : null;
}

/** Whether `domain` is registered to another white label (an unknown domain is nobody's). */
export async function isForeignDomain(db: Db, merchant: Merchant, domain: string): Promise<boolean> {
  const [owner] = await db
    .select({ merchantId: merchantDomains.merchantId })
    .from(merchantDomains)
    .where(eq(merchantDomains.domain, domain.toLowerCase()));
  return owner !== undefined && owner.merchantId !== merchant.id;
}

export function isIpBlocked(settings: MerchantSettings, ip: string): boolean {
  return settings.blockedIpPrefixes.some((prefix) =>
    prefix.endsWith('.') || prefix.endsWith(':') ? ip.startsWith(prefix) : ip === prefix,
  );
}
