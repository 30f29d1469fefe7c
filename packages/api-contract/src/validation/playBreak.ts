import { playBreakPeriodsOf, type PlayBreakKind, type PlayBreakPeriod } from '../schemas/playBreakKinds';

export { playBreakPeriodsOf };

/** Whether `period` is one the kind of break offers (a time-out never lasts six months). */
export function isPeriodOfKind(kind: PlayBreakKind, period: PlayBreakPeriod): boolean {
  return playBreakPeriodsOf[kind].includes(period);
}
