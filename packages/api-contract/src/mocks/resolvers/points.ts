import { pageOf } from '../../schemas/common';
import { MOCK_NOW_ISO } from '../fixtures/time';
import { credit } from '../world';
import { checkWithdrawPassword } from './credentials';
import { failWith, type GroupResolvers } from './define';

export const pointsResolvers = {
  balance: ({ world }) => ({ points: world.pointsBalance }),
  rewards: ({ world }) => world.pointRewards,
  redeemHistory: ({ world, query }) =>
    pageOf(
      world.redeemRecords.filter((record) => query.status === undefined || record.status === query.status),
      query.pageNo,
      query.pageSize,
    ),
  config: () => ({
    ratio: { points: 100, amount: 100 },
    convertEnabled: true,
    minConvertPoints: 100,
  }),
  transactions: ({ world, query }) =>
    pageOf(
      world.pointTransactions.filter(
        (transaction) => query.source === undefined || transaction.source === query.source,
      ),
      query.pageNo,
      query.pageSize,
    ),
  redeem: ({ world, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    const reward =
      world.pointRewards.find((candidate) => candidate.rewardId === body.rewardId) ?? failWith('NOT_FOUND');
    // Stock and points are quantities: neither can go below zero.
    if (reward.quantity < body.quantity) failWith('OPERATION_NOT_ALLOWED');
    const points = reward.pointsRequired * body.quantity;
    if (points > world.pointsBalance) failWith('INSUFFICIENT_FUNDS');
    world.pointsBalance -= points;
    reward.quantity -= body.quantity;
    const record = {
      redeemId: `RD-${world.redeemRecords.length + 1}`,
      rewardName: reward.name,
      quantity: body.quantity,
      points,
      status: 'IN_PROCESS' as const,
      remark: '',
      receivingAddress: body.receivingAddress ?? null,
      createdAt: MOCK_NOW_ISO,
    };
    world.redeemRecords.unshift(record);
    return { redeemId: record.redeemId, points: world.pointsBalance, status: record.status };
  },
  convert: ({ world, session, body }) => {
    checkWithdrawPassword(body.withdrawPassword);
    if (body.points > world.pointsBalance) failWith('INSUFFICIENT_FUNDS');
    world.pointsBalance -= body.points;
    // points.config's ratio: 100 points are 100 minor units.
    const creditedAmount = body.points;
    return {
      points: world.pointsBalance,
      creditedAmount,
      balance: credit(world, session.account.account, creditedAmount),
    };
  },
} satisfies GroupResolvers<'points'>;
