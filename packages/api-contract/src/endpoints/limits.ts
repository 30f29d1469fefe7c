import { playerLimitsSchema, setLimitRequestSchema, setLimitResultSchema } from '../schemas/limits';
import { defineEndpoint } from './define';

const session = { auth: 'token', encrypted: false, moneyMoving: false } as const;

/** Player protection limits (deposit, loss, wager, session time) the member sets on themself. */
export const limits = {
  get: defineEndpoint({
    id: 'limits.get',
    method: 'GET',
    path: '/wps/member/limits',
    ...session,
    response: playerLimitsSchema,
    summary: 'The member’s limits, what each still allows in its window, and raises waiting to apply.',
  }),
  set: defineEndpoint({
    id: 'limits.set',
    method: 'POST',
    path: '/wps/member/limits',
    ...session,
    body: setLimitRequestSchema,
    response: setLimitResultSchema,
    summary:
      'Sets or removes one limit: a lower limit applies at once, a raise or removal after a 24-hour cooling-off.',
  }),
};
