import { playerLimitsView, setMockLimit } from '../fixtures/limits';
import { limitsOfAccount, type MockWorld } from '../world';
import { failWith, type GroupResolvers } from './define';

/** The limits as the server answers them; deposited: a settled DEPOSIT record, as a credited order. */
const limitsOf = (world: MockWorld, account: string) =>
  playerLimitsView(
    limitsOfAccount(world, account),
    world.limitsEnabled,
    world.accountRecords.some(
      (record) => record.account === account && record.type === 'DEPOSIT' && record.status === 'SUCCESS',
    ),
  );

export const limitsResolvers = {
  get: ({ world, session }) => limitsOf(world, session.account.account),
  set: ({ world, session, body }) => {
    if (!world.limitsEnabled) failWith('OPERATION_NOT_ALLOWED');
    const applied = setMockLimit(limitsOfAccount(world, session.account.account), body);
    return { applied, limits: limitsOf(world, session.account.account) };
  },
} satisfies GroupResolvers<'limits'>;
