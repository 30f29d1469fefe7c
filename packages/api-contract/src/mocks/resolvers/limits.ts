import { playerLimitsView, setMockLimit } from '../fixtures/limits';
import type { MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';

/** The server's rule: a deposit of the member's has been credited (a settled DEPOSIT record). */
const hasDeposited = (world: MockWorld, account: string) =>
  world.accountRecords.some(
    (record) => record.account === account && record.type === 'DEPOSIT' && record.status === 'SUCCESS',
  );

export const limitsResolvers = {
  get: ({ world, session }) =>
    playerLimitsView(world.playerLimits, hasDeposited(world, session.account.account)),
  set: ({ world, session, body }) => {
    if (!world.playerLimits.enabled) failWith('OPERATION_NOT_ALLOWED');
    return setMockLimit(world.playerLimits, body, hasDeposited(world, session.account.account));
  },
} satisfies GroupResolvers<'limits'>;
