import { registrationMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import { provideRegistrationStory, registrationWalk, registrationWalkInput } from './Registration.walk';

describeWalk({
  machine: registrationMachine,
  walk: registrationWalk,
  input: registrationWalkInput,
  provide: provideRegistrationStory,
  unreachable: {
    // An affiliate code in the page URL is another start (another input), checked before the form
    // opens: the walk starts without one, as the register link does. The CheckingUrlAffiliate and
    // AffiliateHidden stories show these two.
    'affiliateField.checking': 'no affiliate code in the URL of the walk',
    'affiliateField.hidden': 'no affiliate code in the URL of the walk',
  },
});
