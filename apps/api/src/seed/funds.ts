import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { depositChannels, withdrawAccounts } from '../db/schema';
import type { BrandSeed } from './brands';

type ChannelSeed = Omit<typeof depositChannels.$inferInsert, 'merchantId' | 'sort' | 'enabled'>;

/**
 * Each white label's deposit channels: a bank transfer an operator credits (the operator CLI or
 * API), demo channels that credit by themselves `autoCreditSeconds` after the order, and manual
 * channels (`proofRequired`) whose orders carry the member's picture of the payment.
 */
const channelsByBrand: Readonly<Record<string, readonly ChannelSeed[]>> = {
  aurora: [
    {
      code: 'BANK',
      name: 'Bank transfer',
      method: 'BANK_TRANSFER',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      presetAmounts: [10_000, 50_000, 100_000, 500_000],
      feeBasisPoints: 0,
      autoCreditSeconds: null,
    },
    {
      code: 'GCASH',
      name: 'GCash',
      method: 'E_WALLET',
      minAmount: 10_000,
      maxAmount: 2_000_000,
      presetAmounts: [10_000, 30_000, 100_000],
      feeBasisPoints: 150,
      autoCreditSeconds: 30,
    },
    {
      code: 'QRPH',
      name: 'QR Ph',
      method: 'QR',
      minAmount: 5_000,
      maxAmount: 1_000_000,
      presetAmounts: [5_000, 20_000, 50_000],
      feeBasisPoints: 50,
      autoCreditSeconds: 30,
    },
  ],
  ember: [
    {
      code: 'WIRE',
      name: 'Bank wire',
      method: 'BANK_TRANSFER',
      minAmount: 2_000,
      maxAmount: 1_000_000,
      presetAmounts: [2_000, 5_000, 10_000, 50_000],
      feeBasisPoints: 0,
      autoCreditSeconds: null,
    },
    {
      code: 'CARD',
      name: 'Debit card',
      method: 'CARD',
      minAmount: 1_000,
      maxAmount: 200_000,
      presetAmounts: [1_000, 2_500, 10_000],
      feeBasisPoints: 250,
      autoCreditSeconds: 20,
    },
    {
      code: 'USDT',
      name: 'USDT (TRC20)',
      method: 'CRYPTO',
      minAmount: 5_000,
      maxAmount: 5_000_000,
      presetAmounts: [5_000, 20_000, 100_000],
      feeBasisPoints: 0,
      autoCreditSeconds: null,
      proofRequired: true,
    },
  ],
  lagoon: [
    {
      code: 'BANK',
      name: 'Bank transfer',
      method: 'BANK_TRANSFER',
      minAmount: 30_000,
      maxAmount: 10_000_000,
      presetAmounts: [30_000, 100_000, 500_000],
      feeBasisPoints: 0,
      autoCreditSeconds: null,
    },
    {
      code: 'PROMPTPAY',
      name: 'PromptPay QR',
      method: 'QR',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      presetAmounts: [10_000, 50_000, 100_000],
      feeBasisPoints: 0,
      autoCreditSeconds: 10,
    },
    {
      code: 'COUNTER',
      name: 'Counter deposit',
      method: 'BANK_TRANSFER',
      minAmount: 30_000,
      maxAmount: 5_000_000,
      presetAmounts: [30_000, 100_000, 500_000],
      feeBasisPoints: 0,
      autoCreditSeconds: null,
      proofRequired: true,
    },
  ],
};

/** The account each white label's demo member withdraws to. */
const demoWithdrawAccount: Readonly<Record<string, { bankName: string; accountNumber: string }>> = {
  aurora: { bankName: 'BDO', accountNumber: '003120041234' },
  ember: { bankName: 'Chase', accountNumber: '000123456789' },
  lagoon: { bankName: 'Kasikornbank', accountNumber: '0451239876' },
};

/** Deposit channels and the demo member's withdraw account of one white label. */
export async function seedFunds(
  tx: Db,
  merchantId: number,
  brand: BrandSeed,
  accountIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const channels = channelsByBrand[brand.code] ?? [];
  if (channels.length > 0)
    await tx
      .insert(depositChannels)
      .values(channels.map((channel, sort) => ({ ...channel, merchantId, sort, enabled: true })));
  const member = accountIds.get('demomember');
  const payTo = demoWithdrawAccount[brand.code];
  if (member !== undefined && payTo)
    await tx.insert(withdrawAccounts).values({
      id: randomUUID(),
      merchantId,
      memberId: member,
      ...payTo,
      accountName: 'Demo Member',
      createdAt: now,
    });
}
