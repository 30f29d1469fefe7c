import { loginMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { loginStoryInput, loginWalk, provideLoginStory } from './Login.walk';

describeWalk({
  machine: loginMachine,
  walk: loginWalk,
  input: loginStoryInput,
  provide: provideLoginStory,
});
