import { contract } from '@portal/api-contract';
import { mockCredentials, override } from '@portal/api-contract/mocks';
import {
  CodedError,
  type SendSmsCodeOutput,
  type SendSmsCodeRequest,
  type SmsCountdownInput,
  type smsCountdownMachine,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { frozenTicker } from '../storybook/frozenTicker';
import { captchaImageAnswer, captchaImageFailsHandler } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { mobile } = mockCredentials;

/** The login form's send-code button, as the SmsCountdown stories and the walk test start it. */
export const smsCountdownStoryInput: SmsCountdownInput = { purpose: 'login', mobile: { digits: 10 } };

/**
 * The stories' actors: QA (or the walk test) sends each TICK, so the countdown moves only when
 * asked, and the send and captcha throttles reopen at once.
 */
export const provideSmsCountdownStory = (actors: FlowActors) => ({
  actors: { ...actors.smsCountdown.actors, ticker: frozenTicker },
  delays: { sendThrottle: 0, captchaThrottle: 0 },
});

/**
 * Switches for the answers the mocks give only when told to. The mocks ask for a captcha from a
 * number's third code of the day; `smsCaptchaDemanded` asks at once, as long as it is on.
 */
export type SmsCountdownSwitch = 'smsRateLimited' | 'smsCaptchaDemanded' | 'captchaImageFails';

/** Short enough to tick through by hand; the mocks send it as Retry-After. */
const RATE_LIMIT_SECONDS = 3;

/** Ten digits that no account of the mock world has: the mocks answer ACCOUNT_NOT_FOUND. */
const unknownMobileNum = '9170000000';

const send = (mobileNum: string) =>
  ({ type: 'SEND', mobileNum, countryDialingCode: mobile.countryDialingCode }) as const;

export const smsCountdownWalk: MachineWalk<typeof smsCountdownMachine, SmsCountdownSwitch> = {
  events: {
    SEND: [send(mobile.mobileNum), send(unknownMobileNum), send('')],
    ANSWER_CAPTCHA: [
      { type: 'ANSWER_CAPTCHA', captcha: mockCredentials.captcha },
      { type: 'ANSWER_CAPTCHA', captcha: ' ' },
    ],
    REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
    CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
    TICK: [{ type: 'TICK' }],
    DISMISS: [{ type: 'DISMISS' }],
  },
  // What guards and the mocks' answers read: the seconds left (down to the last one), the number
  // and the captcha.
  distinguish: ({ context }) => ({
    remainingSeconds: context.remainingSeconds,
    mobileNum: context.mobileNum,
    captchaRequired: context.captchaRequired,
    captchaShown: context.captcha !== null,
    captchaAnswer: context.captchaAnswer,
  }),
  switches: ['smsRateLimited', 'smsCaptchaDemanded', 'captchaImageFails'],
  handlers: (isOn) => [
    override(
      contract.auth.smsCode,
      { error: 'TOO_MANY_REQUESTS', retryAfterSeconds: RATE_LIMIT_SECONDS },
      { when: () => isOn('smsRateLimited') },
    ),
    override(
      contract.auth.smsCode,
      { error: 'CAPTCHA_REQUIRED', captchaRequired: true },
      { when: () => isOn('smsCaptchaDemanded') },
    ),
    captchaImageFailsHandler(isOn),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'sendSmsCode': {
        if (on.has('smsRateLimited'))
          return { error: new CodedError('TOO_MANY_REQUESTS', { retryAfterSeconds: RATE_LIMIT_SECONDS }) };
        if (on.has('smsCaptchaDemanded'))
          return { error: new CodedError('CAPTCHA_REQUIRED', { captchaRequired: true }) };
        const request = input as SendSmsCodeRequest;
        const known = request.purpose !== 'register' && request.body.mobileNum === mobile.mobileNum;
        return known
          ? { done: { expiredMinutes: 1 } satisfies SendSmsCodeOutput }
          : { error: new CodedError('ACCOUNT_NOT_FOUND') };
      }
      case 'fetchCaptcha':
        return captchaImageAnswer(on);
      // The tickers are frozen: TICK is QA's event.
      default:
        return null;
    }
  },
};
