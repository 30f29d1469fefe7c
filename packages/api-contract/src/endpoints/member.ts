import { z } from 'zod/mini';
import { listQueryDefaults } from '../queryDefaults';
import { consolidatedInfoSchema } from '../schemas/agent';
import { dateRangeQueryShape, emptyValueSchema, pageQueryShape } from '../schemas/common';
import {
  changePasswordRequestSchema,
  loginHistoryResults,
  pagedLoginHistorySchema,
  memberIconRequestSchema,
  memberIconSchema,
  memberInfoSchema,
  vipClaimRequestSchema,
  vipStatusSchema,
} from '../schemas/member';
import { memberProfileSchema, profileUpdateRequestSchema } from '../schemas/profile';
import { rewardCreditSchema } from '../schemas/rewards';
import { accountSecurityEndpoints } from './accountSecurity';
import { defineEndpoint } from './define';

const session = { auth: 'token', moneyMoving: false } as const;

export const member = {
  info: defineEndpoint({
    id: 'member.info',
    method: 'GET',
    path: '/wps/member/info',
    ...session,
    encrypted: false,
    response: memberInfoSchema,
    summary: 'The logged-in account: id, account, nickname and numeric type.',
  }),
  updateIcon: defineEndpoint({
    id: 'member.updateIcon',
    method: 'POST',
    path: '/wps/member/info/icon',
    ...session,
    encrypted: false,
    body: memberIconRequestSchema,
    response: memberIconSchema,
    summary: 'Sets the avatar: one of the built-in avatars (member.profile lists them) or an uploaded image.',
  }),
  profile: defineEndpoint({
    id: 'member.profile',
    method: 'GET',
    path: '/wps/member/profile',
    ...session,
    encrypted: false,
    response: memberProfileSchema,
    summary:
      "The member's profile fields the white label enables, each with its value and whether it is fixed, the avatar and the avatars offered.",
  }),
  updateProfile: defineEndpoint({
    id: 'member.updateProfile',
    method: 'POST',
    path: '/wps/member/profile',
    ...session,
    encrypted: false,
    body: profileUpdateRequestSchema,
    response: memberProfileSchema,
    summary:
      'Sets profile fields; a field that is set and fixed is refused with PROFILE_FIELD_FIXED, an enabled field only.',
  }),
  changePassword: defineEndpoint({
    id: 'member.changePassword',
    method: 'POST',
    path: '/wps/member/password',
    ...session,
    encrypted: true,
    body: changePasswordRequestSchema,
    response: emptyValueSchema,
    summary: 'Changes the login password (also the forced first-login and expired-password change).',
  }),
  loginHistory: defineEndpoint({
    id: 'member.loginHistory',
    method: 'GET',
    path: '/wps/member/loginHistory',
    ...session,
    encrypted: false,
    query: z.object({
      ...dateRangeQueryShape,
      ...pageQueryShape,
      result: z.optional(z.enum(loginHistoryResults)),
    }),
    queryDefaults: listQueryDefaults,
    response: pagedLoginHistorySchema,
    summary:
      "The member's own login attempts in a date range, newest first: time, IP, device, method and result.",
  }),
  consolidated: defineEndpoint({
    id: 'member.consolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    ...session,
    encrypted: false,
    response: consolidatedInfoSchema,
    summary: 'Header public state plus the consolidated contract info for the contract popup.',
  }),
  vip: defineEndpoint({
    id: 'member.vip',
    method: 'GET',
    path: '/wps/member/vip',
    ...session,
    encrypted: false,
    response: vipStatusSchema,
    summary:
      "The white label's VIP levels with the valid bet each takes and the bonus each gives (claimed or not), and the member's level and valid bet.",
  }),
  vipClaim: defineEndpoint({
    id: 'member.vipClaim',
    method: 'POST',
    path: '/wps/member/vip/claim',
    ...session,
    moneyMoving: true,
    encrypted: false,
    body: vipClaimRequestSchema,
    response: rewardCreditSchema,
    summary: "Claims a reached VIP level's one-off bonus into the main wallet, once per level.",
  }),
  ...accountSecurityEndpoints,
};
