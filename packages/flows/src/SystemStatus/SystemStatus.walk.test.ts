import { systemStatusMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { provideSystemStatusStory, systemStatusWalk } from './SystemStatus.walk';

describeWalk({
  machine: systemStatusMachine,
  walk: systemStatusWalk,
  input: undefined,
  provide: provideSystemStatusStory,
});
