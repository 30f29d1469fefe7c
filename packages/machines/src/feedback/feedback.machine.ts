import type { BodyOf, ResponseOf, support } from '@portal/api-contract';
import {
  feedbackSchema,
  missingFeedbackFields,
  validate,
  type FeedbackDraft,
  type FeedbackField,
  type FieldErrors,
} from '@portal/api-contract/validation';
import { assign, emit, raise, setup } from 'xstate';
import {
  CAPTCHA_SAMPLE_IMAGE,
  captchaFragment,
  fetchCaptcha,
  type CaptchaContext,
  type CaptchaEvent,
} from '../shared/captcha';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { formSubmission } from '../shared/submission';

export interface FeedbackInput {
  /** The member's user name; guests send feedback too, without one. */
  readonly sender?: string | null;
}

/** PUT /wps/feedback. */
export type FeedbackRequest = BodyOf<typeof support.feedback>;
export type FeedbackReceipt = ResponseOf<typeof support.feedback>;

export interface FeedbackContext extends CaptchaContext {
  /** The member's user name, or '' for a guest (the server fills it from the session when there is one). */
  readonly sender: FeedbackRequest['sender'];
  /** Fields left empty, for the "… is empty" warning. */
  readonly missingFields: readonly FeedbackField[];
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly request: FeedbackRequest | null;
}

export type FeedbackEvent = { type: 'SUBMIT'; values: FeedbackDraft } | { type: 'DISMISS' } | CaptchaEvent;

/** `feedbackSent` carries the ticket the server filed, for the confirmation the app shows once the popup closes. */
export type FeedbackEmitted = { type: 'feedbackSent'; ticketId: string } | { type: 'close' };

// The feedback form always asks for a captcha (SPEC §2).
const captcha = captchaFragment<FeedbackContext, FeedbackEvent>('#feedback', () => true);

const submission = formSubmission<FeedbackContext, FeedbackEvent>()({
  check: (_, values) => validate(feedbackSchema, values),
  take: (context, { type, description, captcha: answer }) => ({
    request: {
      content: description,
      sender: context.sender,
      type,
      captcha: answer,
      captchaKey: context.captcha?.key,
    },
    missingFields: [],
  }),
});

export const feedbackMachine = setup({
  types: {
    input: {} as FeedbackInput,
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    emitted: {} as FeedbackEmitted,
  },
  actors: {
    fetchCaptcha,
    submitFeedback: notProvided<FeedbackReceipt, FeedbackRequest>('submitFeedback'),
  },
  delays: captcha.delays,
  guards: {
    ...captcha.guards,
    ...submission.guards,
    hasEmptyFields: ({ event }) => event.type === 'SUBMIT' && missingFeedbackFields(event.values).length > 0,
  },
  actions: {
    ...captcha.actions,
    ...submission.actions,
    warnEmpty: assign(({ event }) =>
      event.type === 'SUBMIT'
        ? { missingFields: missingFeedbackFields(event.values), fieldErrors: {}, failure: null }
        : {},
    ),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    sender: input.sender ?? '',
    missingFields: [],
    fieldErrors: {},
    failure: null,
    captcha: null,
    request: null,
  }),
  type: 'parallel',
  states: {
    flow: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'hasEmptyFields', target: 'warning', actions: 'warnEmpty' },
              { guard: 'submissionInvalid', actions: 'rejectSubmission' },
              { target: 'submitting', actions: 'takeSubmission' },
            ],
          },
        },
        /** A dialog: "<fields> is empty". */
        warning: { on: { DISMISS: { target: 'editing', actions: assign({ missingFields: [] }) } } },
        submitting: {
          invoke: {
            id: 'submitFeedback',
            src: 'submitFeedback',
            input: ({ context }) => context.request as FeedbackRequest,
            onDone: {
              target: 'done',
              actions: [
                emit(({ event }) => ({ type: 'feedbackSent' as const, ticketId: event.output.ticketId })),
                emit({ type: 'close' }),
              ],
            },
            // The captcha is spent either way: the failure also fetches a new one.
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const failure = toFailure(event.error);
                  return {
                    failure,
                    fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
                    request: null,
                  };
                }),
                raise({ type: 'CAPTCHA_SPENT' }),
              ],
            },
          },
        },
        done: { type: 'final' },
      },
    },
    ...captcha.regions,
  },
});

const shownCaptcha = { captcha: 'shown', captchaThrottle: 'open' } as const;

export const feedbackDescribe = defineDescribe(feedbackMachine, {
  id: 'feedback',
  summary:
    'Feedback popup: question type, description (20–200), captcha; empty fields are listed in a warning.',
  uiStates: {
    editing: {
      value: { flow: 'editing', ...shownCaptcha },
      summary: 'Form with captcha image.',
      context: { captcha: { image: CAPTCHA_SAMPLE_IMAGE, key: 'captcha-sample' } },
    },
    captchaLoading: {
      value: { flow: 'editing', captcha: 'loading', captchaThrottle: 'open' },
      summary: 'Captcha image loading.',
    },
    emptyWarning: {
      value: { flow: 'warning', ...shownCaptcha },
      summary: 'Warning listing the empty fields with "is empty".',
      context: { missingFields: ['type', 'captcha'] },
    },
    fieldErrors: {
      value: { flow: 'editing', ...shownCaptcha },
      summary: 'Description length error with the counter.',
      context: { fieldErrors: { description: { code: 'feedbackLength', params: { min: 20, max: 200 } } } },
    },
    captchaFailed: {
      value: { flow: 'editing', captcha: 'loading', captchaThrottle: 'open' },
      summary: 'Wrong captcha: error and a fresh image.',
      context: { failure: sampleFailure('CAPTCHA_CHECK_FAILED') },
    },
    submitting: { value: { flow: 'submitting', ...shownCaptcha }, summary: 'Submit busy.' },
  },
});
