import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { CodedError } from '../shared/failure';
import type { Captcha } from '../shared/captcha';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { afterEvent, doneEvent, explore, replay, type EventFixtures } from '../testing/coverage';
import {
  feedbackDescribe,
  feedbackMachine,
  type FeedbackEvent,
  type FeedbackInput,
  type FeedbackRequest,
} from './feedback.machine';

const input: FeedbackInput = { sender: 'player01' };
const description = 'The withdrawal has been pending for two days.';
const complete = { type: 2, description: `  ${description}  `, captcha: ' ab12 ' };
const tooShort = { type: 2, description: 'Too short', captcha: 'ab12' };
const halfEmpty = { type: null, description: '   ', captcha: 'ab12' };
const events: EventFixtures<FeedbackEvent> = {
  SUBMIT: [complete, tooShort, halfEmpty].map((values) => ({ type: 'SUBMIT', values }) as const),
  DISMISS: [{ type: 'DISMISS' }],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CAPTCHA_SPENT: [{ type: 'CAPTCHA_SPENT' }],
};
const captcha: Captcha = { image: 'data:image/png;base64,iVBORw0KGgo=', key: 'captcha-1' };

const exploration = explore(feedbackMachine, {
  input,
  events,
  actorOutcomes: {
    fetchCaptcha: { done: [captcha], error: [new Error('offline')] },
    submitFeedback: { done: [{ ticketId: 'FB00000001' }], error: [new CodedError('CAPTCHA_CHECK_FAILED')] },
  },
});

type Edge = (typeof exploration.edges)[number];
const submittedValues = (edge: Edge) => (edge.event as unknown as { values: object }).values;

describe('feedback graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('feedback', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(feedbackMachine, feedbackDescribe, input, exploration);
  });

  it('warns about empty fields first, then checks the description length, then submits trimmed values', () => {
    const submits = edgesWhere(
      exploration,
      'SUBMIT while editing',
      (edge) => edge.from.matches({ flow: 'editing' }) && edge.event.type === 'SUBMIT',
    );
    for (const edge of submits) {
      const values = submittedValues(edge);
      if (values === halfEmpty) {
        expect([edge.to.matches({ flow: 'warning' }), edge.to.context.missingFields, edge.invoked]).toEqual([
          true,
          ['type', 'description'],
          [],
        ]);
      } else if (values === tooShort) {
        expect(edge.to.context.fieldErrors).toEqual({
          description: { code: 'feedbackLength', params: { min: 20, max: 200 } },
        });
        expect(edge.invoked).toEqual([]);
      } else {
        expect(edge.invoked).toEqual([
          {
            id: 'submitFeedback',
            src: 'submitFeedback',
            input: {
              content: description,
              sender: 'player01',
              type: 2,
              captcha: 'ab12',
              captchaKey: edge.from.context.captcha?.key,
            } satisfies FeedbackRequest,
          },
        ]);
      }
    }
  });

  it('sends the key of the captcha on screen with its answer', () => {
    const sent = edgesWhere(
      exploration,
      'feedback sent with a loaded captcha',
      (edge) =>
        edge.from.matches({ captcha: 'shown' }) && edge.invoked.some(({ src }) => src === 'submitFeedback'),
    );
    for (const edge of sent)
      expect(edge.invoked[0]?.input).toMatchObject({ captcha: 'ab12', captchaKey: 'captcha-1' });
  });

  it('closes after sending, and fetches a new captcha after a refusal', () => {
    const fromSubmitting = (type: string) => (edge: Edge) =>
      edge.from.matches({ flow: 'submitting' }) && edge.event.type === type;
    for (const edge of edgesWhere(exploration, 'sent', fromSubmitting('xstate.done.actor.submitFeedback')))
      expect([edge.to.matches({ flow: 'done' }), edge.emitted]).toEqual([
        true,
        [{ type: 'feedbackSent', ticketId: 'FB00000001' }, { type: 'close' }],
      ]);
    for (const edge of edgesWhere(
      exploration,
      'refused',
      fromSubmitting('xstate.error.actor.submitFeedback'),
    )) {
      expect(edge.to.matches({ flow: 'editing', captcha: 'loading' })).toBe(true);
      expect(edge.to.context.failure?.code).toBe('CAPTCHA_CHECK_FAILED');
      // A fresh image, unless one was already on its way.
      const reloading = edge.from.matches({ captcha: 'loading' });
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(reloading ? [] : ['fetchCaptcha']);
    }
    edgesWhere(
      exploration,
      'refused with an image on screen',
      (edge) =>
        edge.from.matches({ flow: 'submitting', captcha: 'shown' }) &&
        edge.event.type === 'xstate.error.actor.submitFeedback',
    );
  });

  it('refreshes the captcha at most once per throttle window', () => {
    for (const edge of edgesWhere(
      exploration,
      'REFRESH_CAPTCHA',
      ({ event }) => event.type === 'REFRESH_CAPTCHA',
    )) {
      const allowed =
        edge.from.matches({ captchaThrottle: 'open' }) && !edge.from.matches({ captcha: 'loading' });
      expect(edge.invoked.map((invocation) => invocation.src)).toEqual(allowed ? ['fetchCaptcha'] : []);
    }
    const run = replay(feedbackMachine, input, [
      doneEvent('fetchCaptcha', captcha),
      { type: 'REFRESH_CAPTCHA' },
      doneEvent('fetchCaptcha', captcha),
      { type: 'REFRESH_CAPTCHA' },
    ]);
    expect(run.invoked.filter((invocation) => invocation.src === 'fetchCaptcha')).toHaveLength(2);
    const later = replay(
      feedbackMachine,
      input,
      [afterEvent('captchaThrottle', 'feedback.captchaThrottle.closed'), { type: 'REFRESH_CAPTCHA' }],
      run.snapshot,
    );
    expect(later.invoked.map((invocation) => invocation.src)).toEqual(['fetchCaptcha']);
  });
});

describe('feedback with live actors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a captcha, sends the feedback and closes', async () => {
    const submitFeedback = vi.fn(async (_: FeedbackRequest) => ({ ticketId: 'FB00000001' }));
    const machine = feedbackMachine.provide({
      actors: {
        fetchCaptcha: fromPromise(async () => captcha),
        submitFeedback: fromPromise(({ input: request }: { input: FeedbackRequest }) =>
          submitFeedback(request),
        ),
      },
    });
    const actor = createActor(machine, { input: {} });
    const emitted: EventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.captcha).toEqual(captcha));
    actor.send({ type: 'SUBMIT', values: complete });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ flow: 'done' })).toBe(true));
    expect(submitFeedback).toHaveBeenCalledWith({
      content: description,
      sender: '',
      type: 2,
      captcha: 'ab12',
      captchaKey: 'captcha-1',
    });
    expect(emitted).toEqual([{ type: 'feedbackSent', ticketId: 'FB00000001' }, { type: 'close' }]);
    actor.stop();
  });
});
