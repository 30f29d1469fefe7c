import type { QueryOf, ResponseOf, system } from '@portal/api-contract';
import { assign, or, stateIn, type EventObject } from 'xstate';
import { notProvided } from './defaults';

/** SPEC §5/§9: the captcha image may be refreshed at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/**
 * One captcha from GET /wps/captcha: the image, and the key the server checks the answer against.
 * The adapter names the image itself (`?captchaKey=`) or reads back the key the server chose.
 */
export interface Captcha {
  readonly image: ResponseOf<typeof system.captcha>;
  readonly key: NonNullable<NonNullable<QueryOf<typeof system.captcha>>['captchaKey']>;
}

/** A decodable captcha picture (96 × 32, striped) for describe samples and stories. */
export const CAPTCHA_SAMPLE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAeElEQVR42u3XuwmAUBREwe2/MiNDqxAMbODlgusHTGTgxhuc6E6meTncuu0v7q87kabvRJq+E2n6TqTpO5Gm70SavhNp+k6kufiDpHkQSJrTQNLcooY0LMZiLMZiLMZiLMZi0rAYi7EYi7EYi7EYi7GYNCzGYh/uDP3Bg+HRbHdYAAAAAElFTkSuQmCC';

/** What a machine with a captcha keeps: the image on screen and its key, null until one loads. */
export interface CaptchaContext {
  readonly captcha: Captcha | null;
}

/**
 * `REFRESH_CAPTCHA` is the person asking for another image (throttled). `CAPTCHA_SPENT` is raised
 * by the machine itself after an attempt the server checked the captcha of: the image on screen
 * is used up, so a fresh one loads at once.
 */
export type CaptchaEvent = { type: 'REFRESH_CAPTCHA' } | { type: 'CAPTCHA_SPENT' };

/** The `fetchCaptcha` actor each captcha region invokes. */
export const fetchCaptcha = notProvided<Captcha, unknown>('fetchCaptcha');

/**
 * The captcha region and its refresh throttle, shared by every form with a captcha. `root` is the
 * id path of the parallel state that holds both regions (`#login.active`); spread `guards`,
 * `actions` and `delays` into the machine's `setup()` and `regions` into that state. The region
 * leaves `hidden` as soon as `wanted` holds: always (feedback), when the server's field settings
 * enable it (registration) or once the server demands it (login). After a failed attempt, raise
 * `CAPTCHA_SPENT` rather than target the region, which would re-enter every sibling region.
 */
export function captchaFragment<TContext extends CaptchaContext, TEvent extends EventObject>(
  root: `#${string}`,
  wanted: (context: TContext) => boolean,
) {
  const reload = {
    REFRESH_CAPTCHA: { guard: 'captchaThrottleOpen', target: 'loading' },
    CAPTCHA_SPENT: { target: 'loading' },
  } as const;
  return {
    guards: {
      captchaWanted: ({ context }: { context: TContext }) => wanted(context),
      captchaThrottleOpen: stateIn(`${root}.captchaThrottle.open`),
      captchaRefreshable: or([stateIn(`${root}.captcha.shown`), stateIn(`${root}.captcha.unavailable`)]),
    },
    actions: {
      keepCaptcha: assign<TContext, TEvent, Captcha, TEvent, never>(
        (_, captcha) => ({ captcha }) as Partial<TContext>,
      ),
      dropCaptcha: assign<TContext, TEvent, undefined, TEvent, never>(
        () => ({ captcha: null }) as Partial<TContext>,
      ),
    },
    delays: { captchaThrottle: CAPTCHA_REFRESH_THROTTLE_MS },
    regions: {
      captcha: {
        initial: 'hidden',
        states: {
          hidden: { always: { guard: 'captchaWanted', target: 'loading' } },
          loading: {
            invoke: {
              id: 'fetchCaptcha',
              src: 'fetchCaptcha',
              onDone: {
                target: 'shown',
                actions: {
                  type: 'keepCaptcha',
                  params: ({ event }: { event: { output: Captcha } }) => event.output,
                },
              },
              onError: { target: 'unavailable', actions: 'dropCaptcha' },
            },
          },
          shown: { on: reload },
          unavailable: { on: reload },
        },
      },
      captchaThrottle: {
        initial: 'open',
        states: {
          open: { on: { REFRESH_CAPTCHA: { guard: 'captchaRefreshable', target: 'closed' } } },
          closed: { after: { captchaThrottle: 'open' } },
        },
      },
    } as const,
  };
}
