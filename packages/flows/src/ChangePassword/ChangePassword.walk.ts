import { contract } from '@portal/api-contract';
import { mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type ChangePasswordFormValues,
  type ChangePasswordInput,
  type changePasswordMachine,
  type ChangePasswordRequest,
  type HumanVerification,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { seededMemberInfo } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { member } = mockCredentials;

/** Opened from the security centre, as the ChangePassword stories start it. */
export const changePasswordStoryInput: ChangePasswordInput = { reason: 'voluntary' };

/** What QA walks: the merchant demands a human verification first (CHNGPASSVERIF3). */
export const changePasswordWalkInput: ChangePasswordInput = {
  ...changePasswordStoryInput,
  humanVerification: true,
};

export const provideChangePasswordStory = (actors: FlowActors) => actors.changePassword;

/** Switches for the answers the mocks give only when told to. */
export type ChangePasswordSwitch = 'memberInfoFails';

const newPassword = 'Demo5678';

const submit = (values: ChangePasswordFormValues) => ({ type: 'SUBMIT', values }) as const;

export const changePasswordWalk: MachineWalk<typeof changePasswordMachine, ChangePasswordSwitch> = {
  events: {
    SUBMIT: [
      submit({ oldPassword: member.password, newPassword, confirmNewPassword: newPassword }),
      submit({ oldPassword: 'wrong-password', newPassword, confirmNewPassword: newPassword }),
      submit({}),
    ],
    CANCEL: [{ type: 'CANCEL' }],
  },
  // What the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({ request: context.request }),
  switches: ['memberInfoFails'],
  handlers: (isOn) => [
    override(contract.member.info, { networkError: true }, { when: () => isOn('memberInfoFails') }),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'verifyHuman':
        return { done: { provider: 'mock', token: 'human' } satisfies HumanVerification };
      // The mocks' member (the walk's session) still has the seeded password.
      case 'changePassword':
        return (input as ChangePasswordRequest).body.oldPassword === member.password
          ? { done: null }
          : { error: new CodedError('INVALID_CREDENTIALS') };
      case 'loadMemberInfo':
        return on.has('memberInfoFails')
          ? { error: new CodedError('NETWORK_ERROR') }
          : { done: seededMemberInfo(member.username) };
      default:
        return null;
    }
  },
};
