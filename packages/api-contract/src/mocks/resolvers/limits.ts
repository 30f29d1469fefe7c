import { playerLimitsView, setMockLimit } from '../fixtures/limits';
import { failWith, type GroupResolvers } from './define';

export const limitsResolvers = {
  get: ({ world }) => playerLimitsView(world.playerLimits),
  set: ({ world, body }) => {
    if (!world.playerLimits.enabled) failWith('OPERATION_NOT_ALLOWED');
    return setMockLimit(world.playerLimits, body);
  },
} satisfies GroupResolvers<'limits'>;
