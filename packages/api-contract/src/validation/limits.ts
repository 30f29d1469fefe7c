import { z } from 'zod/mini';
import {
  amountLimitKinds,
  limitWindows,
  MAX_AMOUNT_LIMIT,
  MAX_SESSION_LIMIT_MINUTES,
  type LimitWindow,
  type SetLimitRequest,
} from '../schemas/limits';
import { checkAmount, parseAmountToMinorUnits } from './amount';
import { addProblem } from './issues';

export interface LimitFormRules {
  /** Decimals of the merchant's currency: what a person may type after the point. */
  readonly fractionDigits?: number;
  /** Whether the chosen limit is set now: an empty value removes it, so it is required otherwise. */
  readonly isSet: (kind: SetLimitRequest['kind'], window: LimitWindow) => boolean;
}

const limitKinds = [...amountLimitKinds, 'SESSION'] as const;

/**
 * One limit of the limits form: a kind, a window (not for SESSION) and the amount (minutes for
 * SESSION). An empty value removes a limit that is set. The output is the body of limits.set.
 */
export function limitFormSchema(rules: LimitFormRules) {
  return z.pipe(
    z.object({
      kind: z.enum(limitKinds, { error: 'selectRequired' }),
      window: z.nullish(z.enum(limitWindows, { error: 'selectRequired' })),
      value: z.nullish(z.string()),
    }),
    z.transform(({ kind, window, value }, ctx): SetLimitRequest => {
      const text = (value ?? '').trim();
      if (kind !== 'SESSION' && !window) {
        addProblem(ctx, { code: 'selectRequired' }, ['window']);
        return z.NEVER;
      }
      const limitWindow = window ?? 'DAY';
      if (text === '') {
        if (!rules.isSet(kind, limitWindow)) {
          addProblem(ctx, { code: 'required' }, ['value']);
          return z.NEVER;
        }
        return kind === 'SESSION' ? { kind, value: null } : { kind, window: limitWindow, value: null };
      }
      if (kind === 'SESSION') {
        const minutes = /^\d{1,5}$/u.test(text) ? Number(text) : Number.NaN;
        if (!(minutes >= 1 && minutes <= MAX_SESSION_LIMIT_MINUTES)) {
          addProblem(ctx, { code: 'minutesBetween', params: { min: 1, max: MAX_SESSION_LIMIT_MINUTES } }, [
            'value',
          ]);
          return z.NEVER;
        }
        return { kind, value: minutes };
      }
      const amount = parseAmountToMinorUnits(text, rules.fractionDigits);
      const problem = checkAmount(amount, { max: MAX_AMOUNT_LIMIT });
      if (problem || amount === null) {
        addProblem(ctx, problem ?? { code: 'amountInvalid' }, ['value']);
        return z.NEVER;
      }
      return { kind, window: limitWindow, value: amount };
    }),
  );
}

export type LimitFormValues = z.input<ReturnType<typeof limitFormSchema>>;
