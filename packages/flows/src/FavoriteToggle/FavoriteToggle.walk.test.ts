import { mockTokens } from '@portal/api-contract/mocks';
import { favoriteToggleMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  favoriteToggleWalk,
  favoriteToggleWalkInput,
  provideFavoriteToggleStory,
} from './FavoriteToggle.walk';

describeWalk({
  machine: favoriteToggleMachine,
  walk: favoriteToggleWalk,
  input: favoriteToggleWalkInput,
  provide: provideFavoriteToggleStory,
  token: mockTokens.member,
});
