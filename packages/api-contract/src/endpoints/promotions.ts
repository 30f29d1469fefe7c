import { z } from 'zod/mini';
import {
  promotionApplyRequestSchema,
  promotionClaimRequestSchema,
  promotionListQuerySchema,
  promotionSchema,
  promotionStatusChangeSchema,
  raffleClaimRequestSchema,
  raffleClaimSchema,
  referralInfoSchema,
  rewardCreditSchema,
} from '../schemas/rewards';
import { defineEndpoint, relayPath } from './define';

const session = { auth: 'token', encrypted: false } as const;

export const promotions = {
  list: defineEndpoint({
    id: 'promotions.list',
    method: 'GET',
    path: '/wps/promotions',
    auth: 'none',
    encrypted: false,
    moneyMoving: false,
    query: promotionListQuerySchema,
    response: z.array(promotionSchema),
    summary: 'Promotions and activities as a visitor sees them.',
  }),
  mine: defineEndpoint({
    id: 'promotions.mine',
    method: 'GET',
    path: '/wps/promotions/mine',
    ...session,
    moneyMoving: false,
    response: z.array(promotionSchema),
    summary: 'Promotions with the member’s own status (Join, Applying, Claim, Claimed…).',
  }),
  apply: defineEndpoint({
    id: 'promotions.apply',
    method: 'POST',
    path: '/wps/promotions/apply',
    ...session,
    moneyMoving: false,
    body: promotionApplyRequestSchema,
    response: promotionStatusChangeSchema,
    summary: 'Applies for an activity with a comment (≤140) and up to 3 uploaded images.',
  }),
  claim: defineEndpoint({
    id: 'promotions.claim',
    method: 'POST',
    path: '/wps/promotions/claim',
    ...session,
    moneyMoving: true,
    body: promotionClaimRequestSchema,
    response: rewardCreditSchema,
    summary: 'Claims an issued reward into the wallet.',
  }),
  claimRaffle: defineEndpoint({
    id: 'promotions.claimRaffle',
    method: 'POST',
    path: relayPath('claimRafflePromotion'),
    ...session,
    moneyMoving: true,
    body: raffleClaimRequestSchema,
    response: raffleClaimSchema,
    summary: 'Draws and credits a raffle prize.',
  }),
  referral: defineEndpoint({
    id: 'promotions.referral',
    method: 'GET',
    path: '/wps/promotions/referral',
    ...session,
    moneyMoving: false,
    response: referralInfoSchema,
    summary: 'Invite-friends code, link and totals.',
  }),
};
