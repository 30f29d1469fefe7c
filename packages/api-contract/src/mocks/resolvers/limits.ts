import { playerLimitsView, setMockLimit } from '../fixtures/limits';
import type { MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';

/** The limits as the server answers them; deposited: a settled DEPOSIT record, as a credited order. */
const limitsOf = (world: MockWorld, account: string) =>
  playerLimitsView(
    world.playerLimits,
    world.accountRecords.some(
      (record) => record.account === account && record.type === 'DEPOSIT' && record.status === 'SUCCESS',
    ),
  );

export const limitsResolvers = {
  get: ({ world, session }) => limitsOf(world, session.account.account),
  set: ({ world, session, body }) => {
    if (!world.playerLimits.enabled) failWith('OPERATION_NOT_ALLOWED');
    const applied = setMockLimit(world.playerLimits, body);
    return { applied, limits: limitsOf(world, session.account.account) };
  },
} satisfies GroupResolvers<'limits'>;
