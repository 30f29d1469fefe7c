import { sessionQueryKey } from './contractQuery';

/** The two keys the realtime client writes the balance and the consolidated info under. */
export const queryKeys = {
  balance: sessionQueryKey('wallet.balance'),
  consolidated: sessionQueryKey('member.consolidated'),
} as const;
