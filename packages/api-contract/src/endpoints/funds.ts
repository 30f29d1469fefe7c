import { z } from 'zod';
import {
  agentTransferRequestSchema,
  recallRequestSchema,
  transferResultSchema,
  uplineTransferRequestSchema,
} from '../schemas/agent';
import {
  confirmWithdrawalRequestSchema,
  depositChannelSchema,
  depositOrderSchema,
  depositRequestSchema,
  pendingConfirmationSchema,
  withdrawalConfirmationSchema,
  withdrawOptionsSchema,
  withdrawOrderSchema,
  withdrawRequestSchema,
} from '../schemas/funds';
import { defineEndpoint } from './define';

const read = { auth: 'token', encrypted: false, moneyMoving: false } as const;
const moving = { auth: 'token', encrypted: false, moneyMoving: true } as const;

export const funds = {
  depositChannels: defineEndpoint({
    id: 'funds.depositChannels',
    method: 'GET',
    path: '/wps/deposit/channels',
    ...read,
    response: z.array(depositChannelSchema),
    summary: 'Deposit channels with limits and preset amounts.',
  }),
  deposit: defineEndpoint({
    id: 'funds.deposit',
    method: 'POST',
    path: '/wps/deposit',
    ...moving,
    body: depositRequestSchema,
    response: depositOrderSchema,
    summary: 'Creates a deposit order.',
  }),
  withdrawOptions: defineEndpoint({
    id: 'funds.withdrawOptions',
    method: 'GET',
    path: '/wps/withdraw/options',
    ...read,
    response: withdrawOptionsSchema,
    summary: 'Withdraw limits, withdrawable balance and payout accounts.',
  }),
  withdraw: defineEndpoint({
    id: 'funds.withdraw',
    method: 'POST',
    path: '/wps/withdraw',
    ...moving,
    encrypted: true,
    body: withdrawRequestSchema,
    response: withdrawOrderSchema,
    summary: 'Creates a withdrawal; carries the withdraw password, so it is encrypted.',
  }),
  pendingConfirmations: defineEndpoint({
    id: 'funds.pendingConfirmations',
    method: 'GET',
    path: '/wps/withdraw/confirmations',
    ...read,
    response: z.array(pendingConfirmationSchema),
    summary: 'Paid-out withdrawals waiting for the member’s confirmation.',
  }),
  confirmWithdrawal: defineEndpoint({
    id: 'funds.confirmWithdrawal',
    method: 'POST',
    path: '/wps/withdraw/confirmations',
    ...moving,
    body: confirmWithdrawalRequestSchema,
    response: withdrawalConfirmationSchema,
    summary: 'Received, not received (with proof), partly received (with amount) or all received.',
  }),
  transferToDownline: defineEndpoint({
    id: 'funds.transferToDownline',
    method: 'POST',
    path: '/wps/agent/transfer/downline',
    ...moving,
    body: agentTransferRequestSchema,
    response: transferResultSchema,
    summary: 'Agent sends balance to a downline.',
  }),
  recallFromDownline: defineEndpoint({
    id: 'funds.recallFromDownline',
    method: 'POST',
    path: '/wps/agent/transfer/recall',
    ...moving,
    body: recallRequestSchema,
    response: transferResultSchema,
    summary: 'Agent recalls balance from a downline.',
  }),
  transferToUpline: defineEndpoint({
    id: 'funds.transferToUpline',
    method: 'POST',
    path: '/wps/member/transfer/upline',
    ...moving,
    body: uplineTransferRequestSchema,
    response: transferResultSchema,
    summary: 'Downline sends balance to its upline.',
  }),
};
