import { z } from 'zod/mini';

/**
 * The member's own profile fields (SPEC §3 registration user and other labelled profile fields), in
 * the order My account shows them. A white label offers the ones it enables.
 */
export const profileFieldNames = [
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];

/** Fields a member may change again after setting them; every other field is fixed once set. */
export const changeableProfileFields: readonly ProfileFieldName[] = ['nickname'];

/** The avatars every account may pick from (member.updateIcon takes one of these ids or an upload's id). */
export const builtInAvatarIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

export const profileFieldSchema = z.object({
  name: z.enum(profileFieldNames),
  /** Null until the member (or their registration) sets it; the mobile number with its dialing code. */
  value: z.nullable(z.string().check(z.minLength(1))),
  /** Set and not changeable: the server refuses a new value with PROFILE_FIELD_FIXED. */
  fixed: z.boolean(),
});
export type ProfileField = z.infer<typeof profileFieldSchema>;

export const profileAvatarSchema = z.object({
  iconId: z.enum(builtInAvatarIds),
  url: z.string().check(z.minLength(1)),
});

/** GET /wps/member/profile: the enabled fields with their state, the avatar and the avatars offered. */
export const memberProfileSchema = z.object({
  fields: z.array(profileFieldSchema),
  /** As member.info's: null while the account has none of its own. */
  iconUrl: z.nullable(z.string().check(z.minLength(1))),
  avatars: z.array(profileAvatarSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const profileText = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

/**
 * POST /wps/member/profile: the fields to set, each optional (the form rules live in
 * ../validation/profile); the mobile number takes the white label's dialing code.
 */
export const profileUpdateRequestSchema = z.object({
  nickname: profileText,
  payeeName: profileText,
  email: z.optional(z.email().check(z.maxLength(100))),
  mobileNum: z.optional(z.string().check(z.regex(/^\d{6,15}$/u))),
  birthday: z.optional(z.iso.date()),
  nationality: profileText,
  address: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  occupation: profileText,
  sourceOfIncome: profileText,
  telegram: profileText,
  zalo: profileText,
}) satisfies z.ZodMiniType<Partial<Record<ProfileFieldName, string>>>;
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
