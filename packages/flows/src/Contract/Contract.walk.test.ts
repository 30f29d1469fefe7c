import { mockTokens } from '@portal/api-contract/mocks';
import { contractMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  contractDownlineWalkInput,
  contractUplineWalkInput,
  contractWalk,
  provideContractStory,
} from './Contract.walk';

// The viewer's side is the input: each walk reaches the other's states by its own.
const downlineSide = "the downline's side: the downline walk reaches it";
const uplineSide = "the upline's side: the upline walk reaches it";
// The mocks' seed has no contract of demomember's own downlines that pays more than the offer.
const noConflict = 'no seeded downline contract pays more: the AcceptWouldTerminateDownline story shows it';

describeWalk({
  machine: contractMachine,
  walk: contractWalk,
  input: contractUplineWalkInput,
  label: 'upline',
  provide: provideContractStory,
  token: mockTokens.agent,
  unreachable: {
    'settled.offered': downlineSide,
    'settled.confirmingDownlineTermination': noConflict,
    accepting: downlineSide,
    rejecting: downlineSide,
  },
});

// The mocks do not check which side acts, so the downline walk keeps the stories' agent session.
describeWalk({
  machine: contractMachine,
  walk: contractWalk,
  input: contractDownlineWalkInput,
  label: 'downline',
  provide: provideContractStory,
  token: mockTokens.agent,
  unreachable: {
    'settled.awaitingResponse': uplineSide,
    'settled.confirmingDownlineTermination': noConflict,
    proposing: uplineSide,
  },
});
