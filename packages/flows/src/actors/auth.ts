import { type AuthenticatorSetup, type RecoveryCodes } from '@portal/api-contract';
import type {
  AuthenticatorConfirmRequest,
  authenticatorSetupMachine,
  ChangePasswordBody,
  changePasswordMachine,
  CodeSent,
  forgotPasswordMachine,
  LoginRequest,
  LoginResult,
  loginMachine,
  PasswordEmailRequest,
  PasswordResetLoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResult,
  registrationMachine,
  RememberCredentialsInput,
  SecondVerificationCodeRequest,
  SecondVerificationRequest,
  SendSmsCodeOutput,
  SendSmsCodeRequest,
  smsCountdownMachine,
  SocialProvider,
  VerifiedAffiliate,
  VerifiedSmsCode,
  VerifyAffiliateInput,
  VerifySmsCodeInput,
} from '@portal/machines';
import { fromPromise } from 'xstate';
import { effect, type FlowActorContext, type ProvideOf } from './shared';
import { clearRememberedCredentials, FLOW_STORAGE_KEYS, writeRememberedCredentials } from './storage';

/** Actors of the machines that sign a person in and up, change or reset a password and set up the authenticator. */
export function authActors({
  api,
  sessionStorage,
  cookies,
  fetchCaptcha,
  loadMemberInfo,
  storeToken,
  providerLogin,
  verifySmsCode,
}: FlowActorContext) {
  return {
    login: {
      actors: {
        ...(providerLogin
          ? {
              providerLogin: fromPromise<LoginResult, { provider: SocialProvider }>(({ input }) =>
                providerLogin(input.provider),
              ),
            }
          : {}),
        login: fromPromise<LoginResult, LoginRequest>(({ input, signal }) =>
          api.auth.login(input, { signal }),
        ),
        sendSecondVerificationCode: fromPromise<CodeSent, SecondVerificationCodeRequest>(
          ({ input, signal }) => api.auth.secondVerificationCode(input, { signal }),
        ),
        answerSecondVerification: fromPromise<LoginResult, SecondVerificationRequest>(({ input, signal }) =>
          api.auth.secondVerification(input, { signal }),
        ),
        storeToken,
        rememberCredentials: effect<RememberCredentialsInput>((input) => {
          if (input.action === 'save')
            writeRememberedCredentials(cookies, input.credentials, input.expiresInSeconds);
          else clearRememberedCredentials(cookies, input.mode);
        }),
        loadMemberInfo,
        // A refused account (not a member, or not an agent on the agent page) leaves no session behind.
        discardSession: effect<unknown>(async () => {
          await api.auth.logout().catch(() => undefined);
          sessionStorage.removeItem(FLOW_STORAGE_KEYS.token);
        }),
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof loginMachine>,
    registration: {
      actors: {
        ...(verifySmsCode
          ? {
              verifySmsCode: fromPromise<VerifiedSmsCode, VerifySmsCodeInput>(({ input }) =>
                verifySmsCode(input),
              ),
            }
          : {}),
        verifyAffiliateCode: fromPromise<VerifiedAffiliate, VerifyAffiliateInput>(({ input, signal }) =>
          api.agent.affiliate(input, { signal }),
        ),
        register: fromPromise<RegisterResult, RegisterRequest>(({ input, signal }) =>
          input.registerType === 'mobile'
            ? api.auth.registerMobile(input.body, { signal })
            : api.auth.register(input.body, { signal }),
        ),
        storeToken,
        loadMemberInfo,
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof registrationMachine>,
    smsCountdown: {
      actors: {
        sendSmsCode: fromPromise<SendSmsCodeOutput, SendSmsCodeRequest>(({ input, signal }) =>
          input.purpose === 'register'
            ? api.auth.registerSmsCode(input.body, { signal })
            : api.auth.smsCode(input.body, { signal }),
        ),
        fetchCaptcha,
      },
    } satisfies ProvideOf<typeof smsCountdownMachine>,
    changePassword: {
      actors: {
        // CHNGPASSVERIF3's verification is the server's captcha, sent in the body.
        fetchCaptcha,
        changePassword: fromPromise<null, ChangePasswordBody>(({ input, signal }) =>
          api.member.changePassword(input, { signal }),
        ),
        loadMemberInfo,
      },
    } satisfies ProvideOf<typeof changePasswordMachine>,
    forgotPassword: {
      actors: {
        sendResetEmail: fromPromise<
          Awaited<ReturnType<typeof api.auth.forgotPasswordByEmail>>,
          PasswordEmailRequest
        >(({ input, signal }) => api.auth.forgotPasswordByEmail(input, { signal })),
        resetPasswordByMobile: fromPromise<
          Awaited<ReturnType<typeof api.auth.setPasswordByPhone>>,
          PasswordResetRequest
        >(({ input, signal }) => api.auth.setPasswordByPhone(input, { signal })),
        login: fromPromise<LoginResult, PasswordResetLoginRequest>(({ input, signal }) =>
          api.auth.login(input, { signal }),
        ),
        storeToken,
        loadMemberInfo,
      },
    } satisfies ProvideOf<typeof forgotPasswordMachine>,
    authenticatorSetup: {
      actors: {
        startAuthenticator: fromPromise<AuthenticatorSetup, unknown>(({ signal }) =>
          api.member.startAuthenticator({ signal }),
        ),
        confirmAuthenticator: fromPromise<RecoveryCodes, AuthenticatorConfirmRequest>(({ input, signal }) =>
          api.member.confirmAuthenticator(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof authenticatorSetupMachine>,
  };
}
