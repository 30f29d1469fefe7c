import { mockTokens } from '@portal/api-contract/mocks';
import { withdrawalConfirmationMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  provideWithdrawalConfirmationStory,
  withdrawalConfirmationStoryInput,
  withdrawalConfirmationWalk,
  withdrawalPastDeadlineInput,
} from './WithdrawalConfirmation.walk';

describeWalk({
  machine: withdrawalConfirmationMachine,
  walk: withdrawalConfirmationWalk,
  input: withdrawalConfirmationStoryInput,
  label: 'before the deadline',
  provide: provideWithdrawalConfirmationStory,
  token: mockTokens.member,
  unreachable: {
    autoReceived: 'the deadline is 35 minutes away: the walk past the deadline reaches it',
  },
});

// Past the deadline nothing can be answered: the machine counts it as received before any click.
const answeredInTime = 'answered before the deadline: the walk before it reaches it';

describeWalk({
  machine: withdrawalConfirmationMachine,
  walk: withdrawalConfirmationWalk,
  input: withdrawalPastDeadlineInput,
  label: 'past the deadline',
  provide: provideWithdrawalConfirmationStory,
  token: mockTokens.member,
  unreachable: {
    'open.uploadingProof': answeredInTime,
    'open.submitting': answeredInTime,
    answered: answeredInTime,
  },
});
