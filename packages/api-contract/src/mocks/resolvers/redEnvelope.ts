import { minutesAhead } from '../fixtures/time';
import { credit, worldRng } from '../world';
import { failWith, type GroupResolvers } from './define';

export const redEnvelopeResolvers = {
  status: ({ world }) => ({
    available: world.redEnvelopesLeft > 0,
    remaining: world.redEnvelopesLeft,
    nextRoundAt: world.redEnvelopesLeft > 0 ? null : minutesAhead(60),
    roundEndsAt: minutesAhead(120),
  }),
  open: ({ world, session }) => {
    // Three envelopes a round: once they are gone there is nothing to open.
    if (world.redEnvelopesLeft <= 0) failWith('RED_ENVELOPE_OPENED');
    const amount = worldRng(world, `envelope:${world.redEnvelopesLeft}`).int(1, 88) * 100;
    world.redEnvelopesLeft -= 1;
    return {
      amount,
      balance: credit(world, session.account.account, amount),
      remaining: world.redEnvelopesLeft,
    };
  },
} satisfies GroupResolvers<'redEnvelope'>;
