import { mockTokens } from '@portal/api-contract/mocks';
import { claimMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { claimStoryInput, claimWalk, provideClaimStory } from './Claim.walk';

describeWalk({
  machine: claimMachine,
  walk: claimWalk,
  input: claimStoryInput,
  provide: provideClaimStory,
  token: mockTokens.member,
});
