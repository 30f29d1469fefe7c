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
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { mobile } = mockCredentials;

/** The login form's send-code button, as the SmsCountdown stories and the walk test start it. */
export const smsCountdownStoryInput: SmsCountdownInput = { purpose: 'login', mobile: { digits: 10 } };

/**
 * The stories' actors: QA (or the walk test) sends each TICK, so the countdown moves only when
 * asked, and the send throttle reopens at once.
 */
export const provideSmsCountdownStory = (actors: FlowActors) => ({
  actors: { ...actors.smsCountdown.actors, ticker: frozenTicker },
  delays: { sendThrottle: 0 },
});

/** Switches for the answers the mocks give only when told to. */
export type SmsCountdownSwitch = 'smsRateLimited';

/** Short enough to tick through by hand; the mocks send it as Retry-After. */
const RATE_LIMIT_SECONDS = 3;

/** Ten digits that no account of the mock world has: the mocks answer ACCOUNT_NOT_FOUND. */
const unknownMobileNum = '9170000000';

const send = (mobileNum: string) =>
  ({ type: 'SEND', mobileNum, countryDialingCode: mobile.countryDialingCode }) as const;

export const smsCountdownWalk: MachineWalk<typeof smsCountdownMachine, SmsCountdownSwitch> = {
  events: {
    SEND: [send(mobile.mobileNum), send(unknownMobileNum), send('')],
    TICK: [{ type: 'TICK' }],
    DISMISS: [{ type: 'DISMISS' }],
  },
  // What guards and the mocks' answers read: the seconds left (down to the last one) and the number.
  distinguish: ({ context }) => ({
    remainingSeconds: context.remainingSeconds,
    mobileNum: context.mobileNum,
  }),
  switches: ['smsRateLimited'],
  handlers: (isOn) => [
    override(
      contract.auth.smsCode,
      { error: 'TOO_MANY_REQUESTS', retryAfterSeconds: RATE_LIMIT_SECONDS },
      { when: () => isOn('smsRateLimited') },
    ),
  ],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'sendSmsCode': {
        if (on.has('smsRateLimited'))
          return { error: new CodedError('TOO_MANY_REQUESTS', { retryAfterSeconds: RATE_LIMIT_SECONDS }) };
        const request = input as SendSmsCodeRequest;
        const known = request.purpose !== 'register' && request.body.mobileNum === mobile.mobileNum;
        return known
          ? { done: { expiredMinutes: 1 } satisfies SendSmsCodeOutput }
          : { error: new CodedError('ACCOUNT_NOT_FOUND') };
      }
      // The tickers are frozen: TICK is QA's event.
      default:
        return null;
    }
  },
};
