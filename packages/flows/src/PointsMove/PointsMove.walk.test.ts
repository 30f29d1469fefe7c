import { mockTokens } from '@portal/api-contract/mocks';
import { pointsMoveMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  convertStoryInput,
  pointsMoveWalk,
  providePointsMoveStory,
  redeemStoryInput,
} from './PointsMove.walk';

describeWalk({
  machine: pointsMoveMachine,
  walk: pointsMoveWalk,
  input: redeemStoryInput,
  label: 'redeem',
  provide: providePointsMoveStory,
  token: mockTokens.member,
});

describeWalk({
  machine: pointsMoveMachine,
  walk: pointsMoveWalk,
  input: convertStoryInput,
  label: 'convert',
  provide: providePointsMoveStory,
  token: mockTokens.member,
});
