import { mockTokens } from '@portal/api-contract/mocks';
import { downlineTransferMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  downlineRecallStoryInput,
  downlineTransferStoryInput,
  downlineTransferWalk,
  provideDownlineTransferStory,
} from './DownlineTransfer.walk';

describeWalk({
  machine: downlineTransferMachine,
  walk: downlineTransferWalk,
  input: downlineTransferStoryInput,
  label: 'transfer',
  provide: provideDownlineTransferStory,
  token: mockTokens.agent,
});

describeWalk({
  machine: downlineTransferMachine,
  walk: downlineTransferWalk,
  input: downlineRecallStoryInput,
  label: 'recall',
  provide: provideDownlineTransferStory,
  token: mockTokens.agent,
});
