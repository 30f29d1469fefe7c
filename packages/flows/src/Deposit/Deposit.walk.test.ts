import { mockTokens } from '@portal/api-contract/mocks';
import { depositMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { depositStoryInput, depositWalk, provideDepositStory } from './Deposit.walk';

describeWalk({
  machine: depositMachine,
  walk: depositWalk,
  input: depositStoryInput,
  provide: provideDepositStory,
  token: mockTokens.member,
});
