import { z } from 'zod/mini';
import {
  countSchema,
  imageIdSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  nonNegativeMinorUnitsSchema,
  positiveMinorUnitsSchema,
} from './common';
import { payoutAccountBodySchema } from '../validation/payoutAccount';

export const depositChannelSchema = z.object({
  channelId: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  method: z.enum(['BANK_TRANSFER', 'E_WALLET', 'QR', 'CRYPTO', 'CARD']),
  minAmount: positiveMinorUnitsSchema,
  maxAmount: positiveMinorUnitsSchema,
  /** Amounts offered as one-tap buttons. */
  presetAmounts: z.array(positiveMinorUnitsSchema),
  feePercent: z.number().check(z.gte(0), z.lte(100)),
  iconUrl: z.string().check(z.minLength(1)),
  /** A manual channel: the order must carry a picture of the payment (funds.deposit's proofImageId). */
  proofRequired: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositRequestSchema = z.object({
  channelId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  promotionId: z.optional(z.string().check(z.minLength(1))),
  /** The proof of payment, uploaded as DEPOSIT_PROOF; required by a channel with `proofRequired`. */
  proofImageId: z.optional(imageIdSchema),
});

export const orderStatuses = ['PENDING', 'PROCESSING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const orderStatusSchema = z.enum(orderStatuses);

export const depositOrderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  status: orderStatusSchema,
  /** Where to pay, when the channel pays out of the portal. */
  paymentUrl: z.nullable(z.url()),
  createdAt: isoDateTimeSchema,
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** One of the member's deposit orders still waiting to be paid or credited. */
export const openDepositSchema = z.extend(depositOrderSchema, {
  channelId: z.string().check(z.minLength(1)),
  channelName: z.string().check(z.minLength(1)),
  /** The proof of payment sent with the order; served to its owner and operators only. */
  proofImageUrl: z.nullable(z.string().check(z.minLength(1))),
  /** Whether the member may still cancel it: only before the channel has the payment. */
  cancellable: z.boolean(),
});
export type OpenDeposit = z.infer<typeof openDepositSchema>;

/** POST /wps/deposit/cancel: closes an open order the member has not paid. */
export const cancelDepositRequestSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const withdrawAccountSchema = z.object({
  accountId: z.string().check(z.minLength(1)),
  bankName: z.string().check(z.minLength(1)),
  /** Masked, e.g. ****1234. */
  accountNumber: z.string().check(z.minLength(1)),
  accountName: z.string().check(z.minLength(1)),
});

export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

/**
 * POST /wps/withdraw/accounts: binds a bank or e-wallet account to withdraw to. Registration asks
 * for none, so without this call a new member would have nowhere to send a withdrawal.
 */
export const addWithdrawAccountRequestSchema = payoutAccountBodySchema;

/**
 * POST /wps/withdraw/password (encrypted): sets the withdraw (payment) password, or changes it.
 * Only some white labels ask for it at registration, so the others need a way to set one.
 */
export const setWithdrawPasswordRequestSchema = z.object({
  /** The login password: a borrowed session alone cannot set who may withdraw. */
  password: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The withdraw password in use; required to change one that is already set. */
  oldWithdrawPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const withdrawOptionsSchema = z.object({
  minAmount: positiveMinorUnitsSchema,
  maxAmount: positiveMinorUnitsSchema,
  withdrawableBalance: nonNegativeMinorUnitsSchema,
  remainingTimesToday: countSchema,
  accounts: z.array(withdrawAccountSchema),
  hasWithdrawPassword: z.boolean(),
});
export type WithdrawOptions = z.infer<typeof withdrawOptionsSchema>;

/** POST /wps/withdraw (encrypted): carries the withdraw password. */
export const withdrawRequestSchema = z.object({
  accountId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  withdrawPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const withdrawOrderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  status: orderStatusSchema,
  balance: minorUnitsSchema,
  createdAt: isoDateTimeSchema,
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

/** A paid-out withdrawal waiting for the member to say whether the money arrived. */
export const pendingConfirmationSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  amount: positiveMinorUnitsSchema,
  accountNumber: z.string().check(z.minLength(1)),
  disbursedAt: isoDateTimeSchema,
  /** After this moment silence counts as received (SPEC §4). */
  autoReceiveAt: isoDateTimeSchema,
});
export type PendingConfirmation = z.infer<typeof pendingConfirmationSchema>;

export const confirmationOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('received') }),
  z.object({ kind: z.literal('notReceived'), proofImageId: imageIdSchema }),
  z.object({ kind: z.literal('partlyReceived'), amount: positiveMinorUnitsSchema }),
  z.object({ kind: z.literal('allReceived') }),
]);
export type ConfirmationOutcome = z.infer<typeof confirmationOutcomeSchema>;

export const confirmWithdrawalRequestSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  outcome: confirmationOutcomeSchema,
});

export const withdrawalConfirmationSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  status: z.enum(['CONFIRMED', 'DISPUTED']),
});
