import type { contract, ParsedQueryOf, ResponseOf } from '@portal/api-contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { isPortalAccount, isTrial, memberByReferralCode, type MemberRow } from '../members/members';
import { isForeignDomain, type Merchant } from '../merchants/merchants';

/**
 * The account an invitation (referral or affiliate) code names, when it may invite: an active,
 * non-trial portal account of this white label that holds the code. Agents get a code when they are
 * opened; a member holds one only if something gave it one (the referral promotion). The register
 * form's pre-check (`agent.affiliate`) and registration itself both ask this one function, so a code
 * the pre-check accepts is exactly a code registration accepts as the new account's upline.
 */
export async function inviterForCode(db: Db, merchantId: number, code: string): Promise<MemberRow | null> {
  const inviter = await memberByReferralCode(db, merchantId, code);
  if (!inviter || inviter.status !== 'active' || isTrial(inviter) || !isPortalAccount(inviter)) return null;
  return inviter;
}

/** An affiliate link's code, when it names an inviter of the white label the link's domain belongs to. */
export async function affiliateOf(
  db: Db,
  merchant: Merchant,
  link: ParsedQueryOf<typeof contract.agent.affiliate>,
): Promise<ResponseOf<typeof contract.agent.affiliate>> {
  if (await isForeignDomain(db, merchant, link.domain)) throw new ApiError('INVALID_INVITATION_CODE');
  const inviter = await inviterForCode(db, merchant.id, link.code);
  if (!inviter?.referralCode) throw new ApiError('INVALID_INVITATION_CODE');
  return { affiliateCode: inviter.referralCode, valid: true };
}
