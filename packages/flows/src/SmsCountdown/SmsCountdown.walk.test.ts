import { smsCountdownMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { provideSmsCountdownStory, smsCountdownStoryInput, smsCountdownWalk } from './SmsCountdown.walk';

describeWalk({
  machine: smsCountdownMachine,
  walk: smsCountdownWalk,
  input: smsCountdownStoryInput,
  provide: provideSmsCountdownStory,
});
