import { mockTokens } from '@portal/api-contract/mocks';
import { walletTransferMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  provideWalletTransferStory,
  walletTransferStoryInput,
  walletTransferWalk,
  walletTransferWorld,
} from './WalletTransfer.walk';

describeWalk({
  machine: walletTransferMachine,
  walk: walletTransferWalk,
  input: walletTransferStoryInput,
  provide: provideWalletTransferStory,
  token: mockTokens.member,
  world: walletTransferWorld,
});
