import type { contract, ResponseOf } from '@portal/api-contract';
import { and, count, eq } from 'drizzle-orm';
import { consolidatedContractsOf } from '../agents/contracts';
import type { Db } from '../db/database';
import { announcements } from '../db/schema';
import { unreadCountOf } from '../messages/messages';
import type { Merchant } from '../merchants/merchants';
import { isTrial, mainWalletOf, type MemberRow } from './members';

/** The header's state (balance, unread messages, promotions, VIP) and the member's agent contracts. */
export async function consolidatedOf(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ResponseOf<typeof contract.member.consolidated>> {
  const wallet = await mainWalletOf(db, merchant, member, now);
  const [promos] = await db
    .select({ n: count() })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchant.id), eq(announcements.type, 'PR')));
  const trial = isTrial(member);
  return {
    publicState: {
      balance: wallet.balance,
      currencySymbol: merchant.currencySymbol,
      unreadMessage: trial ? 0 : await unreadCountOf(db, { memberId: member.id, merchantId: merchant.id }),
      availablePromoCount: promos?.n ?? 0,
      availablePromo: { REFERRAL: { enabled: merchant.settings.features.referral } },
      hasVip: merchant.settings.vipLabelName !== null && !trial,
      vipLabelName: trial ? null : merchant.settings.vipLabelName,
      vipRankLevel: merchant.settings.vipLabelName !== null && !trial ? 1 : 0,
    },
    contracts: trial || !merchant.flags.AGENTPOLICY3 ? null : await consolidatedContractsOf(db, member.id),
  };
}
