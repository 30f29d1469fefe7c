import { checkAmount } from '../../validation/amount';
import { toIssue } from '../../validation/issues';
import { MAX_WITHDRAW_ACCOUNTS } from '../../validation/payoutAccount';
import { checkWithdrawAmount } from '../../validation/withdraw';
import { mockIconUrl } from '../fixtures/catalogue';
import { mockWithdrawAccounts, mockWithdrawOptions } from '../fixtures/funds';
import { MOCK_NOW, MOCK_NOW_ISO } from '../fixtures/time';
import { balanceOf, credit, debit, type MockWorld } from '../world';
import { checkCountedWithdrawPassword, checkWithdrawPassword } from './credentials';
import { failWith, type GroupResolvers } from './define';

/** As the server (apps/api/src/funds/transfers.ts directDownline): money moves with direct downlines only. */
function downlineOf(world: MockWorld, account: string) {
  return (
    world.teamMembers.find((member) => member.account === account && member.level === 1) ??
    failWith('NOT_FOUND')
  );
}

function boundAccounts(world: MockWorld, owner: string) {
  return world.withdrawAccounts.filter((bound) => bound.owner === owner).map((bound) => bound.account);
}

/** Account records of the withdrawals asked for here start so (the server's are the ledger's). */
const WITHDRAWAL_RECORD = 'REC-WD-';

/** The withdrawals `account` asked for in this world: the day's count the server limits. */
function withdrawalsOf(world: MockWorld, account: string) {
  return world.accountRecords.filter(
    (record) => record.account === account && record.recordId.startsWith(WITHDRAWAL_RECORD),
  );
}

export const fundsResolvers = {
  depositChannels: ({ world }) => world.depositChannels,
  deposit: ({ world, session, body }) => {
    const channel =
      world.depositChannels.find((candidate) => candidate.channelId === body.channelId) ??
      failWith('NOT_FOUND');
    // The server's rule: within the channel's own limits.
    const problem = checkAmount(body.amount, { min: channel.minAmount, max: channel.maxAmount });
    if (problem) failWith('VALIDATION_FAILED', { issues: [toIssue('amount', problem)] });
    // The server's rule: a channel paid by hand takes the order only with its proof.
    if (channel.proofRequired && !body.proofImageId)
      failWith('VALIDATION_FAILED', { issues: [toIssue('proofImageId', { code: 'required' })] });
    const paysElsewhere = channel.method === 'E_WALLET' || channel.method === 'QR';
    const order = {
      orderId: `DP-${body.channelId}-${body.amount}`,
      amount: body.amount,
      status: 'PENDING' as const,
      paymentUrl: paysElsewhere ? `https://pay.example.com/checkout/${body.channelId}` : null,
      createdAt: MOCK_NOW_ISO,
    };
    world.depositOrders.unshift({
      owner: session.account.account,
      order: {
        ...order,
        channelId: channel.channelId,
        channelName: channel.name,
        proofImageUrl: body.proofImageId ? mockIconUrl('proof', 160) : null,
        cancellable: true,
      },
    });
    return order;
  },
  openDeposits: ({ world, session }) =>
    world.depositOrders
      .filter(
        ({ owner, order }) =>
          owner === session.account.account && (order.status === 'PENDING' || order.status === 'PROCESSING'),
      )
      .map(({ order }) => order),
  // The server's rule: only the member's own order, and only while it waits for the payment.
  cancelDeposit: ({ world, session, body }) => {
    const entry =
      world.depositOrders.find(
        ({ owner, order }) => owner === session.account.account && order.orderId === body.orderId,
      ) ?? failWith('NOT_FOUND');
    if (!entry.order.cancellable) failWith('OPERATION_NOT_ALLOWED');
    entry.order = { ...entry.order, status: 'CANCELLED', cancellable: false };
    return entry.order;
  },
  withdrawOptions: ({ world, session }) => {
    const options = mockWithdrawOptions(
      session.account.nickname,
      Math.max(0, balanceOf(world, session.account.account)),
    );
    return {
      ...options,
      remainingTimesToday: Math.max(
        0,
        options.remainingTimesToday - withdrawalsOf(world, session.account.account).length,
      ),
      accounts: [...options.accounts, ...boundAccounts(world, session.account.account)],
    };
  },
  // The server's rules (apps/api/src/funds/withdrawals.ts addWithdrawAccount): at most
  // MAX_WITHDRAW_ACCOUNTS, the fixture's two included, and never the same bank and number twice.
  addWithdrawAccount: ({ world, session, body }) => {
    const owner = session.account.account;
    const bound = world.withdrawAccounts.filter((entry) => entry.owner === owner);
    if (mockWithdrawAccounts.length + bound.length >= MAX_WITHDRAW_ACCOUNTS) failWith('QUOTA_EXCEEDED');
    const number = body.accountNumber.toUpperCase();
    if (bound.some((entry) => entry.account.bankName === body.bankName && entry.number === number))
      failWith('ACCOUNT_EXISTS');
    const account = {
      accountId: `ACC-${mockWithdrawAccounts.length + world.withdrawAccounts.length + 1}`,
      bankName: body.bankName,
      accountNumber: `****${number.slice(-4)}`,
      accountName: body.accountName,
    };
    world.withdrawAccounts.push({ owner, account, number });
    return account;
  },
  // The mocks keep one withdraw password for everybody (mockCredentials): setting checks, keeps it.
  setWithdrawPassword: ({ session, body }) => {
    if (body.password !== session.account.password) failWith('INVALID_CREDENTIALS');
    if (body.oldWithdrawPassword !== undefined) checkWithdrawPassword(body.oldWithdrawPassword);
    return null;
  },
  // The server's checks, in its order: the limits, the account, the password, the day's count,
  // then the balance (apps/api/src/funds/withdrawals.ts requestWithdrawal).
  withdraw: ({ world, session, body }) => {
    const account = session.account.account;
    const limits = mockWithdrawOptions(session.account.nickname, 0);
    const problem = checkWithdrawAmount(body.amount, limits);
    if (problem) failWith('VALIDATION_FAILED', { issues: [toIssue('amount', problem)] });
    const known = [...mockWithdrawAccounts, ...boundAccounts(world, account)];
    if (!known.some((bound) => bound.accountId === body.accountId)) failWith('NOT_FOUND');
    // Counted like the server's: the tenth wrong try locks it (TOO_MANY_REQUESTS).
    checkCountedWithdrawPassword(world, account, body.withdrawPassword);
    const asked = withdrawalsOf(world, account).length;
    if (asked >= limits.remainingTimesToday) failWith('QUOTA_EXCEEDED');
    const balance = debit(world, account, body.amount);
    const orderId = `WD-${MOCK_NOW}-${body.amount}`;
    // The hold shows in the account record, pending until the back office pays it out.
    world.accountRecords.unshift({
      recordId: `${WITHDRAWAL_RECORD}${asked + 1}`,
      account,
      type: 'WITHDRAW',
      amount: -body.amount,
      balanceAfter: balance,
      status: 'PENDING',
      remark: orderId,
      createdAt: MOCK_NOW_ISO,
    });
    return { orderId, amount: body.amount, status: 'PENDING', balance, createdAt: MOCK_NOW_ISO };
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
  // The server's checks, in its order (apps/api/src/funds/transfers.ts): a direct downline, the
  // agent's withdraw password (counted), then the balance.
  transferToDownline: ({ world, session, body }) => {
    const downline = downlineOf(world, body.downlineAccount);
    checkCountedWithdrawPassword(world, session.account.account, body.withdrawPassword);
    const balance = debit(world, session.account.account, body.amount);
    downline.balance += body.amount;
    return { transferId: `TD-${downline.account}-${body.amount}`, amount: body.amount, balance };
  },
  recallFromDownline: ({ world, session, body }) => {
    const downline = downlineOf(world, body.downlineAccount);
    checkCountedWithdrawPassword(world, session.account.account, body.withdrawPassword);
    const amount = body.amount ?? downline.balance;
    if (amount <= 0 || amount > downline.balance) failWith('INSUFFICIENT_FUNDS');
    downline.balance -= amount;
    return {
      transferId: `RC-${downline.account}-${amount}`,
      amount,
      balance: credit(world, session.account.account, amount),
    };
  },
  // The server's checks, in its order (apps/api/src/funds/transfers.ts transferToUpline): an
  // upline to send to, the withdraw password (counted), then the balance.
  transferToUpline: ({ world, session, body }) => {
    const { account, upline } = session.account;
    if (upline === null) failWith('OPERATION_NOT_ALLOWED');
    checkCountedWithdrawPassword(world, account, body.withdrawPassword);
    const balance = debit(world, account, body.amount);
    credit(world, upline, body.amount);
    const transferId = `TU-${account}-${body.amount}`;
    // As the server's account record shows it: out of the main wallet, to the upline.
    world.accountRecords.unshift({
      recordId: transferId,
      account,
      type: 'TRANSFER_OUT',
      amount: -body.amount,
      balanceAfter: balance,
      status: 'SUCCESS',
      remark: upline,
      createdAt: MOCK_NOW_ISO,
    });
    return { transferId, amount: body.amount, balance };
  },
} satisfies GroupResolvers<'funds'>;
