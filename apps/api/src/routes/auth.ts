import { freePlayLogin } from '../auth/free-play';
import { logout } from '../auth/login';
import { passwordLogin } from '../auth/password-login';
import { requestResetByEmail, resetPasswordByPhone, verifyResetCode } from '../auth/password-reset';
import { answerSecondVerification, sendSecondVerificationCode } from '../auth/second-verification';
import { smsLogin } from '../auth/sms-login';
import { RESEND_MINUTES, sendAccountSmsCode } from '../auth/verification-codes';
import type { GroupHandlers } from '../http/registrar';
import { isRegistrationValueFree, registerMember, sendRegisterSmsCode } from '../members/registration';

// Requests per client IP and minute.
const LOGIN_LIMIT = { max: 60, windowSeconds: 60 };
const CODE_LIMIT = { max: 20, windowSeconds: 60 };
const REGISTER_LIMIT = { max: 20, windowSeconds: 60 };

/** Contract group `auth`: logins, registration, verification codes and forgotten passwords. */
export const authHandlers = {
  login: {
    handler: async ({ app, merchant, body, ip, now, request }) =>
      body.type === 'sms'
        ? smsLogin(app, merchant, body, ip, now, request.headers['user-agent'])
        : passwordLogin(app, merchant, body, ip, now, request.headers['user-agent']),
    policy: { rateLimit: LOGIN_LIMIT },
  },
  loginByCode: {
    handler: async ({ app, merchant, body, ip, now, request }) =>
      smsLogin(app, merchant, body, ip, now, request.headers['user-agent']),
    policy: { rateLimit: LOGIN_LIMIT },
  },
  freePlayLogin: {
    handler: async ({ app, merchant, ip, now }) => freePlayLogin(app, merchant, ip, now),
    policy: { rateLimit: { max: 20, windowSeconds: 60 } },
  },
  logout: {
    handler: async ({ app, session, ip, now }) => {
      await logout(app, session, ip, now);
      return null;
    },
    policy: { trial: true, duringPasswordChange: true },
  },
  secondVerificationCode: {
    handler: async ({ app, merchant, body, ip, now }) => {
      await sendSecondVerificationCode(app, merchant, body, ip, now);
      return { expiredMinutes: RESEND_MINUTES };
    },
    policy: { rateLimit: CODE_LIMIT },
  },
  secondVerification: {
    handler: async ({ app, merchant, body, ip, now, request }) =>
      answerSecondVerification(app, merchant, body, ip, now, request.headers['user-agent']),
    policy: { rateLimit: LOGIN_LIMIT },
  },
  smsCode: {
    handler: async ({ app, merchant, body, ip, now }) => {
      await sendAccountSmsCode(app, merchant, body, ip, now);
      return { expiredMinutes: RESEND_MINUTES };
    },
    policy: { rateLimit: CODE_LIMIT },
  },
  registerSmsCode: {
    handler: async ({ app, merchant, body, ip, now }) => {
      await sendRegisterSmsCode(app, merchant, body, ip, now);
      return { expiredMinutes: RESEND_MINUTES };
    },
    policy: { rateLimit: CODE_LIMIT },
  },
  register: {
    handler: async ({ app, merchant, body, ip, now, request }) =>
      registerMember(app, merchant, body, 'username', ip, now, request.headers['user-agent']),
    policy: { rateLimit: REGISTER_LIMIT },
  },
  registerMobile: {
    handler: async ({ app, merchant, body, ip, now, request }) =>
      registerMember(app, merchant, body, 'mobile', ip, now, request.headers['user-agent']),
    policy: { rateLimit: REGISTER_LIMIT },
  },
  registrationValidation: {
    handler: async ({ app, merchant, query }) => ({
      available: await isRegistrationValueFree(app, merchant, query),
    }),
    policy: { rateLimit: { max: 120, windowSeconds: 60 } },
  },
  forgotPasswordByEmail: {
    handler: async ({ app, merchant, body, ip, now }) => {
      await requestResetByEmail(app, merchant, body, ip, now);
      return null;
    },
    policy: { rateLimit: { max: 10, windowSeconds: 60 } },
  },
  passwordVerification: {
    handler: async ({ app, merchant, body, now }) => verifyResetCode(app, merchant, body, now),
    policy: { rateLimit: CODE_LIMIT },
  },
  setPasswordByPhone: {
    handler: async ({ app, merchant, body, ip, now }) => resetPasswordByPhone(app, merchant, body, ip, now),
    policy: { rateLimit: CODE_LIMIT },
  },
} satisfies GroupHandlers<'auth'>;
