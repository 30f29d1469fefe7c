import { z } from 'zod/mini';
import { listQueryDefaults } from '../queryDefaults';
import { pageQueryShape } from '../schemas/common';
import {
  convertPointRequestSchema,
  convertPointSchema,
  pagedPointTransactionsSchema,
  pagedRedeemRecordsSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardSchema,
  pointSources,
  redeemPointRewardRequestSchema,
  redeemPointRewardSchema,
  redeemStatusSchema,
} from '../schemas/points';
import { defineEndpoint, relayPath } from './define';

const session = { auth: 'token', encrypted: false, moneyMoving: false } as const;
/** Redeem and convert sit behind the withdraw-password check and travel encrypted. */
const passwordChecked = { auth: 'token', encrypted: true, moneyMoving: true } as const;

export const PASSWORD_CHECK_PREFIX = '/wps/relay/passwordCheck';

export const points = {
  balance: defineEndpoint({
    id: 'points.balance',
    method: 'GET',
    path: relayPath('getPointBalance'),
    ...session,
    response: pointBalanceSchema,
    summary: 'Points balance (points never expire).',
  }),
  rewards: defineEndpoint({
    id: 'points.rewards',
    method: 'GET',
    path: relayPath('getPointReward'),
    ...session,
    response: z.array(pointRewardSchema),
    summary: 'Goods in the points mall.',
  }),
  redeemHistory: defineEndpoint({
    id: 'points.redeemHistory',
    method: 'GET',
    path: relayPath('getRedeemPointList'),
    ...session,
    query: z.object({ ...pageQueryShape, status: z.optional(redeemStatusSchema) }),
    queryDefaults: listQueryDefaults,
    response: pagedRedeemRecordsSchema,
    summary: 'Redeem history with In Process / Rejected / Approved status.',
  }),
  config: defineEndpoint({
    id: 'points.config',
    method: 'GET',
    path: relayPath('getPointConfig'),
    ...session,
    response: pointConfigSchema,
    summary: 'Points-to-money ratio and conversion rules.',
  }),
  transactions: defineEndpoint({
    id: 'points.transactions',
    method: 'GET',
    path: relayPath('ODSFE2_MemTransDet'),
    ...session,
    query: z.object({ ...pageQueryShape, source: z.optional(z.enum(pointSources)) }),
    queryDefaults: listQueryDefaults,
    response: pagedPointTransactionsSchema,
    summary: 'Points details: what earned or spent points.',
  }),
  redeem: defineEndpoint({
    id: 'points.redeem',
    method: 'POST',
    path: `${PASSWORD_CHECK_PREFIX}/redeemPointReward`,
    ...passwordChecked,
    body: redeemPointRewardRequestSchema,
    response: redeemPointRewardSchema,
    summary: 'Redeems goods for points; needs the withdraw password.',
  }),
  convert: defineEndpoint({
    id: 'points.convert',
    method: 'POST',
    path: `${PASSWORD_CHECK_PREFIX}/convertPoint`,
    ...passwordChecked,
    body: convertPointRequestSchema,
    response: convertPointSchema,
    summary: 'Converts points into wallet balance; needs the withdraw password.',
  }),
};
