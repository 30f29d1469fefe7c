import { mockTokens } from '@portal/api-contract/mocks';
import { withdrawMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { provideWithdrawStory, withdrawStoryInput, withdrawWalk } from './Withdraw.walk';

describeWalk({
  machine: withdrawMachine,
  walk: withdrawWalk,
  input: withdrawStoryInput,
  provide: provideWithdrawStory,
  token: mockTokens.member,
});
