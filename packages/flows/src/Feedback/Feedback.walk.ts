import { mockCredentials } from '@portal/api-contract/mocks';
import {
  CodedError,
  type FeedbackInput,
  type feedbackMachine,
  type FeedbackReceipt,
  type FeedbackRequest,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import { captchaImageAnswer, captchaImageFailsHandler } from '../storybook/walk/walkAnswers';
import type { MachineWalk } from '../storybook/walk/walkPlan';

const { member, captcha } = mockCredentials;

/** What QA walks: the mocks' member sends feedback. */
export const feedbackWalkInput: FeedbackInput = { sender: member.username };

/** The stories' actors: the captcha refresh throttle reopens at once, so the chart settles. */
export const provideFeedbackStory = (actors: FlowActors) => ({
  ...actors.feedback,
  delays: { captchaThrottle: 0 },
});

/** Switches for the answers the mocks give only when told to. */
export type FeedbackSwitch = 'captchaImageFails';

/** Twenty characters and more, as the description asks. */
const description = 'The lobby search finds no game by its vendor name.';

const submit = (values: { type?: number; description?: string; captcha?: string }) =>
  ({ type: 'SUBMIT', values }) as const;

export const feedbackWalk: MachineWalk<typeof feedbackMachine, FeedbackSwitch> = {
  events: {
    SUBMIT: [
      submit({ type: 1, description, captcha }),
      submit({ type: 1, description, captcha: '0000' }),
      submit({ type: 1, description: 'Too short', captcha }),
      submit({}),
    ],
    DISMISS: [{ type: 'DISMISS' }],
    REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
    CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
  },
  // What guards and the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({
    request: context.request,
    missing: context.missingFields,
    captchaShown: context.captcha !== null,
  }),
  switches: ['captchaImageFails'],
  handlers: (isOn) => [captchaImageFailsHandler(isOn)],
  answer: (invokeId, input, on) => {
    switch (invokeId) {
      case 'fetchCaptcha':
        return captchaImageAnswer(on);
      case 'submitFeedback': {
        const request = input as FeedbackRequest;
        return request.captcha === captcha
          ? {
              done: {
                ticketId: `FB-${request.type}-${request.content.length}`,
              } satisfies FeedbackReceipt,
            }
          : { error: new CodedError('CAPTCHA_CHECK_FAILED') };
      }
      default:
        return null;
    }
  },
};
