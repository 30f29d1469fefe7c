import { mockTokens } from '@portal/api-contract/mocks';
import { contractOfferMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { contractOfferStoryInput, contractOfferWalk, provideContractOfferStory } from './ContractOffer.walk';

describeWalk({
  machine: contractOfferMachine,
  walk: contractOfferWalk,
  input: contractOfferStoryInput,
  provide: provideContractOfferStory,
  token: mockTokens.agent,
});
