import { mockTokens } from '@portal/api-contract/mocks';
import { uplineTransferMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  provideUplineTransferStory,
  uplineTransferStoryInput,
  uplineTransferWalk,
} from './UplineTransfer.walk';

describeWalk({
  machine: uplineTransferMachine,
  walk: uplineTransferWalk,
  input: uplineTransferStoryInput,
  provide: provideUplineTransferStory,
  token: mockTokens.member,
});
