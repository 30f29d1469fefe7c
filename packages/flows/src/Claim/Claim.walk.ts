import { contract } from '@portal/api-contract';
import { override } from '@portal/api-contract/mocks';
import { CodedError, type ClaimCredit, type ClaimInput, type claimMachine } from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** A red envelope of the mocks' round (three a round): the claim every member can make. */
export const claimStoryInput: ClaimInput = { target: { kind: 'redEnvelope' }, formId: 'story-claim' };

export const provideClaimStory = (actors: FlowActors) => actors.claim;

/** Switches for the answers the mocks give only when told to. */
export type ClaimSwitch = 'claimAnswerLost';

export const claimWalk: MachineWalk<typeof claimMachine, ClaimSwitch> = {
  events: {
    CLAIM: [{ type: 'CLAIM' }],
    RETRY: [{ type: 'RETRY' }],
    NEXT: [{ type: 'NEXT' }],
  },
  // What the guards read; the amount drawn only changes what is shown.
  distinguish: ({ context }) => ({
    move: context.move,
    claimed: context.credit !== null,
    failure: context.failure?.code ?? null,
  }),
  switches: ['claimAnswerLost'],
  handlers: (isOn) => [
    override(contract.redEnvelope.open, { networkError: true }, { when: () => isOn('claimAnswerLost') }),
  ],
  answer: (invokeId, _input, on) => {
    if (on.has('claimAnswerLost')) return { error: new CodedError('NETWORK_ERROR') };
    if (invokeId !== 'claim') return null;
    return { done: { amount: 8_800, balance: 1_008_800, remaining: 2 } satisfies ClaimCredit };
  },
};
