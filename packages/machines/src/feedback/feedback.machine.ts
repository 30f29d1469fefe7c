import {
  feedbackSchema,
  missingFeedbackFields,
  toFieldErrors,
  validate,
  type FeedbackDraft,
  type FeedbackField,
  type FeedbackType,
  type FieldErrors,
} from '@portal/api-contract';
import { assign, emit, or, setup, stateIn } from 'xstate';
import { notProvided, notProvidedEffect } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';

export const FEEDBACK_CAPTCHA_THROTTLE_MS = 1000;

export interface FeedbackInput {
  /** The member's user name; guests send feedback too, without one. */
  readonly sender?: string | null;
}

/** PUT /wps/feedback. */
export interface FeedbackRequest {
  readonly content: string;
  readonly sender: string | null;
  readonly type: FeedbackType;
  readonly captcha: string;
}

export interface FeedbackContext {
  readonly sender: string | null;
  /** Fields left empty, for the "… is empty" warning. */
  readonly missingFields: readonly FeedbackField[];
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
  readonly captchaImage: string | null;
  readonly request: FeedbackRequest | null;
}

export type FeedbackEvent =
  { type: 'SUBMIT'; values: FeedbackDraft } | { type: 'DISMISS' } | { type: 'REFRESH_CAPTCHA' };

export type FeedbackEmitted = { type: 'feedbackSent' } | { type: 'close' };

export const feedbackMachine = setup({
  types: {
    input: {} as FeedbackInput,
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    emitted: {} as FeedbackEmitted,
  },
  actors: {
    fetchCaptcha: notProvided<string, unknown>('fetchCaptcha'),
    submitFeedback: notProvidedEffect<FeedbackRequest>('submitFeedback'),
  },
  delays: {
    captchaThrottle: FEEDBACK_CAPTCHA_THROTTLE_MS,
  },
  guards: {
    hasEmptyFields: ({ event }) => event.type === 'SUBMIT' && missingFeedbackFields(event.values).length > 0,
    submissionInvalid: ({ event }) =>
      event.type === 'SUBMIT' && !validate(feedbackSchema, event.values).success,
    throttleOpen: stateIn({ captchaThrottle: 'open' }),
    captchaRefreshable: or([stateIn({ captcha: 'shown' }), stateIn({ captcha: 'unavailable' })]),
  },
  actions: {
    warnEmpty: assign(({ event }) =>
      event.type === 'SUBMIT'
        ? { missingFields: missingFeedbackFields(event.values), fieldErrors: {}, failure: null }
        : {},
    ),
    rejectSubmission: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = validate(feedbackSchema, event.values);
      return { fieldErrors: result.success ? {} : toFieldErrors(result.issues), failure: null };
    }),
    takeSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const result = validate(feedbackSchema, event.values);
      if (!result.success) return {};
      const { type, description, captcha } = result.data;
      return {
        request: { content: description, sender: context.sender, type, captcha },
        fieldErrors: {},
        failure: null,
        missingFields: [],
      };
    }),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    sender: input.sender ?? null,
    missingFields: [],
    fieldErrors: {},
    failure: null,
    captchaImage: null,
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
            onDone: { target: 'done', actions: [emit({ type: 'feedbackSent' }), emit({ type: 'close' })] },
            // The captcha is spent either way: the failure also fetches a new one.
            onError: {
              target: ['#feedback.flow.editing', '#feedback.captcha.loading'],
              actions: assign(({ context, event }) => {
                const failure = toFailure(event.error);
                return {
                  failure,
                  fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors },
                  request: null,
                };
              }),
            },
          },
        },
        done: { type: 'final' },
      },
    },
    captcha: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: { target: 'shown', actions: assign({ captchaImage: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: assign({ captchaImage: null }) },
          },
        },
        shown: { on: { REFRESH_CAPTCHA: { guard: 'throttleOpen', target: 'loading' } } },
        unavailable: { on: { REFRESH_CAPTCHA: { guard: 'throttleOpen', target: 'loading' } } },
      },
    },
    captchaThrottle: {
      initial: 'open',
      states: {
        open: { on: { REFRESH_CAPTCHA: { guard: 'captchaRefreshable', target: 'closed' } } },
        closed: { after: { captchaThrottle: 'open' } },
      },
    },
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
      context: { captchaImage: 'data:image/png;base64,iVBORw0KGgo=' },
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
