import type { MemberInfo } from '@portal/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { members } from '../db/schema';
import { DEMO_CURRENCY, ensureAccount, type AccountOwner, type LedgerAccount } from '../ledger/ledger';
import type { Merchant } from '../merchants/merchants';

export type MemberRow = typeof members.$inferSelect;

export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const KNOWN_TYPES: readonly number[] = [MEMBER_TYPE, TRIAL_TYPE, ...AGENT_TYPES];

export function isAgent(member: Pick<MemberRow, 'type'>): boolean {
  return AGENT_TYPES.includes(member.type);
}

export function isTrial(member: Pick<MemberRow, 'type'>): boolean {
  return member.type === TRIAL_TYPE;
}

/** Types the portal does not know (back-office staff, for instance) may not log in there. */
export function isPortalAccount(member: Pick<MemberRow, 'type'>): boolean {
  return KNOWN_TYPES.includes(member.type);
}

export async function memberByAccount(
  db: Db,
  merchantId: number,
  account: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.accountKey, account.trim().toLowerCase())));
  return row ?? null;
}

export async function memberByMobile(
  db: Db,
  merchantId: number,
  dialingCode: string,
  mobileNumber: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.mobileDialingCode, dialingCode),
        eq(members.mobileNumber, mobileNumber),
      ),
    );
  return row ?? null;
}

/**
 * Locks the member's row until the transaction ends: serialises one member's changes that check
 * what they already have (open orders, applications, claims) before adding to it.
 */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function memberById(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function memberByReferralCode(
  db: Db,
  merchantId: number,
  code: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`upper(${members.referralCode}) = ${code.trim().toUpperCase()}`,
      ),
    );
  return row ?? null;
}

/** Who owns the wallet a member's money lives in: the main wallet, or a trial account's demo wallet. */
export function mainWalletOwner(merchant: Merchant, member: Pick<MemberRow, 'id' | 'type'>): AccountOwner {
  return isTrial(member)
    ? { merchantId: merchant.id, memberId: member.id, kind: 'demo_player', currency: DEMO_CURRENCY }
    : { merchantId: merchant.id, memberId: member.id, kind: 'player_main', currency: merchant.currency };
}

/** That wallet, opened when missing. */
export async function mainWalletOf(
  db: Db,
  merchant: Merchant,
  member: Pick<MemberRow, 'id' | 'type'>,
  now: Date,
): Promise<LedgerAccount> {
  return ensureAccount(db, mainWalletOwner(merchant, member), now);
}

/**
 * The member's direct upline, when there is one to send money to (SPEC §6 "downline can transfer
 * to upline"): an active account of the same white label. funds.transferToUpline sends to it, and
 * member.info names it, so the portal offers the transfer only to those who can make it.
 */
export async function activeUplineOf(
  db: Db,
  member: Pick<MemberRow, 'merchantId' | 'parentId'>,
): Promise<MemberRow | null> {
  const upline = member.parentId === null ? null : await memberById(db, member.parentId);
  return upline && upline.merchantId === member.merchantId && upline.status === 'active' ? upline : null;
}

/** The member as the portal's header and member centre show them, with the upline they can send to. */
export function memberInfoOf(member: MemberRow, upline: Pick<MemberRow, 'account'> | null): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    iconUrl: iconUrlOf(member),
    uplineAccount: upline?.account ?? null,
  };
}

/** Where an uploaded image is served (routes/assets.ts), to those allowed to see it. */
export function uploadUrlOf(imageId: string): string {
  return `/uploads/${imageId}`;
}

/** The member's chosen avatar (a built-in one or an uploaded image); null before any choice. */
export function iconUrlOf(member: Pick<MemberRow, 'icon'>): string | null {
  if (member.icon === null) return null;
  return avatarUrlOf(member.icon);
}

/** Where an icon id is served: an uploaded image by its UUID, a built-in avatar by its number. */
export function avatarUrlOf(icon: string): string {
  return /^[0-9a-f-]{36}$/u.test(icon) ? uploadUrlOf(icon) : `/assets/avatars/${icon}.svg`;
}
