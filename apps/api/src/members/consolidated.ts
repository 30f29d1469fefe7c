import type { contract, ResponseOf } from '@portal/api-contract';
import { consolidatedContractsOf } from '../agents/contracts';
import type { Db } from '../db/database';
import { unreadCountOf } from '../messages/messages';
import { claimableCountOf } from '../promotions/promotions';
import type { Merchant } from '../merchants/merchants';
import { isTrial, mainWalletOf, type MemberRow } from './members';
import { lifetimeTurnoverOf, vipRankFor } from './vip';

/** The header's state (balance, unread messages, claimable rewards, VIP) and the member's agent contracts. */
export async function consolidatedOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.member.consolidated>> {
  const wallet = await mainWalletOf(db, merchant, member, now);
  const trial = isTrial(member);
  const vip = merchant.settings.vipLabelName !== null && !trial;
  return {
    publicState: {
      balance: wallet.balance,
      currencySymbol: merchant.currencySymbol,
      unreadMessage: trial ? 0 : await unreadCountOf(db, { memberId: member.id, merchantId: merchant.id }),
      // The reward centre's badge: rewards the member can claim now.
      availablePromoCount: trial ? 0 : await claimableCountOf(db, merchant, member, now),
      availablePromo: { REFERRAL: { enabled: merchant.settings.features.referral } },
      hasVip: vip,
      vipLabelName: trial ? null : merchant.settings.vipLabelName,
      // The rank follows the member's valid bets through the white label's level table.
      vipRankLevel: vip
        ? vipRankFor(merchant.settings.vipLevels, await lifetimeTurnoverOf(db, member.id))
        : 0,
    },
    contracts: trial || !merchant.flags.AGENTPOLICY3 ? null : await consolidatedContractsOf(db, member.id),
  };
}
