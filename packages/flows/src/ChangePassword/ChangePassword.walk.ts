import { contract } from '@portal/api-contract';
import { mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type ChangePasswordBody,
  type ChangePasswordFormValues,
  type ChangePasswordInput,
  type changePasswordMachine,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import {
  captchaImageAnswer,
  captchaImageFailsHandler,
  seededMemberInfo,
} from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { member, captcha } = mockCredentials;

/** Opened from the security centre, as the ChangePassword stories start it. */
export const changePasswordStoryInput: ChangePasswordInput = { reason: 'voluntary' };

/** What QA walks: the merchant verifies every change with a captcha (CHNGPASSVERIF3). */
export const changePasswordWalkInput: ChangePasswordInput = {
  ...changePasswordStoryInput,
  captcha: true,
};

/** The stories' actors: the captcha refresh throttle reopens at once, so the chart settles. */
export const provideChangePasswordStory = (actors: FlowActors) => ({
  ...actors.changePassword,
  delays: { captchaThrottle: 0 },
});

/** Switches for the answers the mocks give only when told to. */
export type ChangePasswordSwitch = 'memberInfoFails' | 'captchaImageFails';

const newPassword = 'Demo5678';

const submit = (values: ChangePasswordFormValues) => ({ type: 'SUBMIT', values }) as const;

export const changePasswordWalk: MachineWalk<typeof changePasswordMachine, ChangePasswordSwitch> = {
  events: {
    SUBMIT: [
      submit({ oldPassword: member.password, newPassword, confirmNewPassword: newPassword, captcha }),
      submit({ oldPassword: 'wrong-password', newPassword, confirmNewPassword: newPassword, captcha }),
      submit({ oldPassword: member.password, newPassword, confirmNewPassword: newPassword, captcha: '0000' }),
      submit({}),
    ],
    CANCEL: [{ type: 'CANCEL' }],
    REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
    CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
  },
  // What guards and the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({ request: context.request, captchaShown: context.captcha !== null }),
  switches: ['memberInfoFails', 'captchaImageFails'],
  handlers: (isOn) => [
    override(contract.member.info, { networkError: true }, { when: () => isOn('memberInfoFails') }),
    captchaImageFailsHandler(isOn),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'fetchCaptcha':
        return captchaImageAnswer(on);
      // The mocks' member (the walk's session) still has the seeded password.
      case 'changePassword': {
        const body = input as ChangePasswordBody;
        if (body.captcha !== undefined && body.captcha !== captcha)
          return { error: new CodedError('CAPTCHA_CHECK_FAILED') };
        return body.oldPassword === member.password
          ? { done: null }
          : { error: new CodedError('INVALID_CREDENTIALS') };
      }
      case 'loadMemberInfo':
        return on.has('memberInfoFails')
          ? { error: new CodedError('NETWORK_ERROR') }
          : { done: seededMemberInfo(member.username) };
      default:
        return null;
    }
  },
};
