import {
  builtInAvatarIds,
  changeableProfileFields,
  type contract,
  type FieldIssue,
  type MemberProfile,
  type ParsedBodyOf,
  type ProfileFieldName,
} from '@portal/api-contract';
import {
  checkProfileField,
  REAL_NAME_RULE,
  ruleFromConfig,
  toIssue,
  type ProfileRules,
} from '@portal/api-contract/validation';
import { eq } from 'drizzle-orm';
import { localDateOf } from '../agents/bet-days';
import type { Database } from '../db/database';
import { members } from '../db/schema';
import { ApiError } from '../errors';
import type { Merchant } from '../merchants/merchants';
import { avatarUrlOf, iconUrlOf, lockMember, memberById, memberByMobile, type MemberRow } from './members';

type ProfileUpdate = ParsedBodyOf<typeof contract.member.updateProfile>;

/** Fields kept in the member's `profile` document; the others have columns of their own. */
type DocumentField = Exclude<ProfileFieldName, 'nickname' | 'payeeName' | 'email' | 'mobileNum'>;

function valueOf(member: MemberRow, name: ProfileFieldName): string | null {
  switch (name) {
    case 'nickname':
      return member.nickname || null;
    case 'payeeName':
      return member.payeeName;
    case 'email':
      return member.email;
    case 'mobileNum':
      return member.mobileNumber === null
        ? null
        : `${member.mobileDialingCode ?? ''} ${member.mobileNumber}`.trim();
    default:
      return member.profile[name] ?? null;
  }
}

function isFixed(member: MemberRow, name: ProfileFieldName): boolean {
  return valueOf(member, name) !== null && !changeableProfileFields.includes(name);
}

/** The member's profile as My account shows it: the white label's fields, the avatar and the avatars offered. */
export function profileOf(merchant: Merchant, member: MemberRow): MemberProfile {
  return {
    fields: merchant.settings.profileFields.map((name) => ({
      name,
      value: valueOf(member, name),
      fixed: isFixed(member, name),
    })),
    iconUrl: iconUrlOf(member),
    avatars: builtInAvatarIds.map((iconId) => ({ iconId, url: avatarUrlOf(iconId) })),
  };
}

/** Whether `error` (or what it wraps) is PostgreSQL's unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Sets the fields sent: each must be one the white label enables, pass the shared rule of its
 * field, and not be fixed (set already and not changeable: PROFILE_FIELD_FIXED, nothing is saved);
 * a mobile number no other account of the white label holds, with the white label's dialing code.
 */
export async function updateProfile(
  database: Database,
  merchant: Merchant,
  memberId: number,
  body: ProfileUpdate,
  now: Date,
): Promise<MemberProfile> {
  const sent = (Object.keys(body) as ProfileFieldName[]).filter((name) => body[name] !== undefined);
  const { mobileDigits, registerFields } = merchant.settings;
  const rules: ProfileRules = {
    today: localDateOf(now),
    mobile: mobileDigits === null ? {} : { digits: mobileDigits },
    realName: ruleFromConfig(registerFields.payeeName, REAL_NAME_RULE),
  };
  const invalid: FieldIssue[] = sent.flatMap((name) => {
    if (!merchant.settings.profileFields.includes(name)) return [{ path: name, code: 'invalid' }];
    const problem = checkProfileField(name, body[name] ?? '', rules);
    return problem ? [toIssue(name, problem)] : [];
  });
  if (invalid.length > 0) throw new ApiError('VALIDATION_FAILED', { issues: invalid });
  try {
    return await database.transaction(async (tx) => {
      // Two saves of one member check and set one after the other: a field is set once.
      await lockMember(tx, memberId);
      const member = await memberById(tx, memberId);
      if (!member) throw new ApiError('NOT_LOGGED_IN');
      const fixed = sent.filter((name) => isFixed(member, name));
      if (fixed.length > 0)
        throw new ApiError('PROFILE_FIELD_FIXED', {
          issues: fixed.map((name) => ({ path: name, code: 'fieldFixed' })),
        });
      const { nickname, payeeName, email, mobileNum, ...documentFields } = body;
      const dialingCode = merchant.settings.defaultDialingCode;
      if (mobileNum !== undefined && (await memberByMobile(tx, merchant.id, dialingCode, mobileNum)))
        throw mobileTaken();
      const document: Partial<Record<DocumentField, string>> = documentFields;
      const [updated] = await tx
        .update(members)
        .set({
          ...(nickname === undefined ? {} : { nickname }),
          ...(payeeName === undefined ? {} : { payeeName }),
          ...(email === undefined ? {} : { email }),
          ...(mobileNum === undefined ? {} : { mobileDialingCode: dialingCode, mobileNumber: mobileNum }),
          profile: { ...member.profile, ...document },
        })
        .where(eq(members.id, memberId))
        .returning();
      return profileOf(merchant, updated ?? member);
    });
  } catch (error) {
    // Another account took the number between the check and the update.
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

function mobileTaken(): ApiError {
  return new ApiError('VALIDATION_FAILED', { issues: [{ path: 'mobileNum', code: 'mobileTaken' }] });
}
