import { mockTokens } from '@portal/api-contract/mocks';
import { activityApplyMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { activityApplyStoryInput, activityApplyWalk, provideActivityApplyStory } from './ActivityApply.walk';

describeWalk({
  machine: activityApplyMachine,
  walk: activityApplyWalk,
  input: activityApplyStoryInput,
  provide: provideActivityApplyStory,
  token: mockTokens.member,
});
