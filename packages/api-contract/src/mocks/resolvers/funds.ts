import { checkAmount } from '../../validation/amount';
import { toIssue } from '../../validation/issues';
import { mockWithdrawAccounts, mockWithdrawOptions } from '../fixtures/funds';
import { MOCK_NOW, MOCK_NOW_ISO } from '../fixtures/time';
import { balanceOf, credit, debit, type MockWorld } from '../world';
import { checkWithdrawPassword } from './credentials';
import { failWith, type GroupResolvers } from './define';

function downlineOf(world: MockWorld, account: string) {
  return world.teamMembers.find((member) => member.account === account) ?? failWith('NOT_FOUND');
}

function boundAccounts(world: MockWorld, owner: string) {
  return world.withdrawAccounts.filter((bound) => bound.owner === owner).map((bound) => bound.account);
}

export const fundsResolvers = {
  depositChannels: ({ world }) => world.depositChannels,
  deposit: ({ world, body }) => {
    const channel =
      world.depositChannels.find((candidate) => candidate.channelId === body.channelId) ??
      failWith('NOT_FOUND');
    // The server's rule: within the channel's own limits.
    const problem = checkAmount(body.amount, { min: channel.minAmount, max: channel.maxAmount });
    if (problem) failWith('VALIDATION_FAILED', { issues: [toIssue('amount', problem)] });
    const paysElsewhere = channel.method === 'E_WALLET' || channel.method === 'QR';
    return {
      orderId: `DP-${body.channelId}-${body.amount}`,
      amount: body.amount,
      status: 'PENDING',
      paymentUrl: paysElsewhere ? `https://pay.example.com/checkout/${body.channelId}` : null,
      createdAt: MOCK_NOW_ISO,
    };
  },
  withdrawOptions: ({ world, session }) => {
    const options = mockWithdrawOptions(
      session.account.nickname,
      Math.max(0, balanceOf(world, session.account.account)),
    );
    return { ...options, accounts: [...options.accounts, ...boundAccounts(world, session.account.account)] };
  },
  addWithdrawAccount: ({ world, session, body }) => {
    const account = {
      accountId: `ACC-${mockWithdrawAccounts.length + world.withdrawAccounts.length + 1}`,
      bankName: body.bankName,
      accountNumber: `****${body.accountNumber.slice(-4)}`,
      accountName: body.accountName,
    };
    world.withdrawAccounts.push({ owner: session.account.account, account });
    return account;
  },
  // The mocks keep one withdraw password for everybody (mockCredentials): setting checks, keeps it.
  setWithdrawPassword: ({ session, body }) => {
    if (body.password !== session.account.password) failWith('INVALID_CREDENTIALS');
    if (body.oldWithdrawPassword !== undefined) checkWithdrawPassword(body.oldWithdrawPassword);
    return null;
  },
  withdraw: ({ world, session, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    const known = [...mockWithdrawAccounts, ...boundAccounts(world, session.account.account)];
    if (!known.some((account) => account.accountId === body.accountId)) failWith('NOT_FOUND');
    const balance = debit(world, session.account.account, body.amount);
    return {
      orderId: `WD-${MOCK_NOW}-${body.amount}`,
      amount: body.amount,
      status: 'PENDING',
      balance,
      createdAt: MOCK_NOW_ISO,
    };
  },
  pendingConfirmations: ({ world }) => world.pendingConfirmations,
  confirmWithdrawal: ({ world, body }) => {
    const index = world.pendingConfirmations.findIndex(
      (pending) => pending.withdrawalId === body.withdrawalId,
    );
    if (index < 0) failWith('NOT_FOUND');
    world.pendingConfirmations.splice(index, 1);
    const confirmed = body.outcome.kind === 'received' || body.outcome.kind === 'allReceived';
    return { withdrawalId: body.withdrawalId, status: confirmed ? 'CONFIRMED' : 'DISPUTED' };
  },
  transferToDownline: ({ world, session, body }) => {
    const downline = downlineOf(world, body.downlineAccount);
    const balance = debit(world, session.account.account, body.amount);
    downline.balance += body.amount;
    return { transferId: `TD-${downline.account}-${body.amount}`, amount: body.amount, balance };
  },
  recallFromDownline: ({ world, session, body }) => {
    const downline = downlineOf(world, body.downlineAccount);
    const amount = body.amount ?? downline.balance;
    if (amount <= 0 || amount > downline.balance) failWith('INSUFFICIENT_FUNDS');
    downline.balance -= amount;
    return {
      transferId: `RC-${downline.account}-${amount}`,
      amount,
      balance: credit(world, session.account.account, amount),
    };
  },
  transferToUpline: ({ world, session, body }) => {
    // Only an account with an upline has anyone to send to.
    const upline = session.account.upline ?? failWith('OPERATION_NOT_ALLOWED');
    const balance = debit(world, session.account.account, body.amount);
    credit(world, upline, body.amount);
    return { transferId: `TU-${session.account.account}-${body.amount}`, amount: body.amount, balance };
  },
} satisfies GroupResolvers<'funds'>;
