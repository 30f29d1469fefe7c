import { forgotPasswordMachine } from '@portal/machines';
import { describeWalk } from '../test/describeWalk';
import {
  forgotPasswordByMobileInput,
  forgotPasswordStoryInput,
  forgotPasswordWalk,
  provideForgotPasswordStory,
} from './ForgotPassword.walk';

// The method is a white-label flag (input): each walk reaches the other's states by its own.
const byMobileStates = 'the mobile reset: the walk by mobile reaches it';

describeWalk({
  machine: forgotPasswordMachine,
  walk: forgotPasswordWalk,
  input: forgotPasswordStoryInput,
  label: 'by email',
  provide: provideForgotPasswordStory,
  unreachable: {
    resetting: byMobileStates,
    loggingIn: byMobileStates,
    storingToken: byMobileStates,
    loadingMemberInfo: byMobileStates,
    done: byMobileStates,
  },
});

describeWalk({
  machine: forgotPasswordMachine,
  walk: forgotPasswordWalk,
  input: forgotPasswordByMobileInput,
  label: 'by mobile',
  provide: provideForgotPasswordStory,
  unreachable: {
    sendingEmail: 'the reset e-mail: the walk by email reaches it',
    emailSent: 'the reset e-mail: the walk by email reaches it',
  },
});
