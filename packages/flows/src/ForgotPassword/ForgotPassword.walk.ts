import { memberTypes } from '@portal/api-contract';
import { mockCredentials, mockTokens } from '@portal/api-contract/mocks';
import {
  CodedError,
  type ForgotPasswordFormValues,
  type ForgotPasswordInput,
  type forgotPasswordMachine,
  type LoginResult,
  type PasswordEmailRequest,
  type PasswordResetLoginRequest,
  type PasswordResetRequest,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { seededMemberInfo } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { member, memberEmail, mobile, smsCode } = mockCredentials;

/** The popup as the ForgotPassword stories start it: a reset link by e-mail. */
export const forgotPasswordStoryInput: ForgotPasswordInput = { method: 'email' };

/** The other white-label flag: a new password set with an SMS code, then a login with it. */
export const forgotPasswordByMobileInput: ForgotPasswordInput = { method: 'mobile' };

export const provideForgotPasswordStory = (actors: FlowActors) => actors.forgotPassword;

/**
 * The login after the reset names the account the reset answered (the mocks' member, registered
 * by name, holds the number) with the new password: the mocks took it, so the login succeeds.
 */
const loggedIn = {
  token: mockTokens.member,
  firstTimeLogin: false,
  passwordExpired: false,
  memberType: memberTypes.MEMBER,
} satisfies LoginResult;

const newPassword = 'Demo5678';

const submit = (values: ForgotPasswordFormValues) => ({ type: 'SUBMIT', values }) as const;

export const forgotPasswordWalk: MachineWalk<typeof forgotPasswordMachine> = {
  events: {
    SUBMIT: [
      submit({ username: member.username, email: memberEmail }),
      submit({ username: member.username, email: 'nobody@aurora.example' }),
      submit({ ...mobile, verificationCode: smsCode, newPassword }),
      submit({ ...mobile, verificationCode: '000000', newPassword }),
      submit({}),
    ],
    CLOSE: [{ type: 'CLOSE' }],
  },
  // What the mocks' answers read; failures, field errors and the session only change what is shown.
  distinguish: ({ context }) => ({ emailRequest: context.emailRequest, resetRequest: context.resetRequest }),
  switches: [],
  handlers: () => [],
  answer: (invokeId, input) => {
    switch (invokeId) {
      case 'sendResetEmail': {
        const request = input as PasswordEmailRequest;
        return request.username === member.username && request.email === memberEmail
          ? { done: null }
          : { error: new CodedError('ACCOUNT_NOT_FOUND') };
      }
      case 'resetPasswordByMobile': {
        const request = input as PasswordResetRequest;
        if (request.mobileNum !== mobile.mobileNum) return { error: new CodedError('ACCOUNT_NOT_FOUND') };
        return request.verificationCode === smsCode
          ? { done: { account: member.username } }
          : { error: new CodedError('INVALID_VERIFICATION_CODE') };
      }
      case 'login': {
        const request = input as PasswordResetLoginRequest;
        return request.username === member.username && request.password === newPassword
          ? { done: loggedIn }
          : { error: new CodedError('INVALID_CREDENTIALS') };
      }
      case 'storeToken':
        return { done: undefined };
      case 'loadMemberInfo':
        return { done: seededMemberInfo(member.username) };
      default:
        return null;
    }
  },
};
