import type { contract, ParsedQueryOf, ResponseOf } from '@portal/api-contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { isAgent, memberByReferralCode } from '../members/members';
import { isForeignDomain, type Merchant } from '../merchants/merchants';

/** An affiliate link's code, when it names an agent of the white label the link's domain belongs to. */
export async function affiliateOf(
  db: Db,
  merchant: Merchant,
  link: ParsedQueryOf<typeof contract.agent.affiliate>,
): Promise<ResponseOf<typeof contract.agent.affiliate>> {
  if (await isForeignDomain(db, merchant, link.domain)) throw new ApiError('INVALID_INVITATION_CODE');
  const upline = await memberByReferralCode(db, merchant.id, link.code);
  if (!upline || !isAgent(upline) || !upline.referralCode) throw new ApiError('INVALID_INVITATION_CODE');
  return { affiliateCode: upline.referralCode, valid: true };
}
