import { feedbackMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { feedbackWalkInput, feedbackWalk, provideFeedbackStory } from './Feedback.walk';

describeWalk({
  machine: feedbackMachine,
  walk: feedbackWalk,
  input: feedbackWalkInput,
  provide: provideFeedbackStory,
});
