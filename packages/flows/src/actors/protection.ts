import {
  type SetLimitRequest,
  type SetLimitResult,
  type PlayBreak,
  type PlaySessionSummary,
  type StartPlayBreakRequest,
} from '@portal/api-contract';
import type { limitsMachine, playBreakMachine, realityCheckMachine } from '@portal/machines';
import { fromPromise } from 'xstate';
import type { FlowActorContext, ProvideOf } from './shared';

/** Actors of player protection: limits, play breaks and reality checks. */
export function protectionActors({ api }: FlowActorContext) {
  return {
    limits: {
      actors: {
        setLimit: fromPromise<SetLimitResult, SetLimitRequest>(({ input, signal }) =>
          api.limits.set(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof limitsMachine>,
    playBreak: {
      actors: {
        startBreak: fromPromise<PlayBreak, StartPlayBreakRequest>(({ input, signal }) =>
          api.playBreaks.start(input, { signal }),
        ),
      },
    } satisfies ProvideOf<typeof playBreakMachine>,
    realityCheck: {
      actors: {
        summary: fromPromise<PlaySessionSummary, unknown>(({ signal }) =>
          api.playBreaks.sessionSummary({ signal }),
        ),
      },
    } satisfies ProvideOf<typeof realityCheckMachine>,
  };
}
