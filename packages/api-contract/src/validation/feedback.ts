import { z } from 'zod/mini';
import type { ValidationProblem } from './codes';
import { captchaField, textField } from './fields';
import { addProblem } from './issues';
import { characterCount } from './patterns';

/** Question types: 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export const FEEDBACK_DESCRIPTION_LENGTH = { min: 20, max: 200 } as const;

export const feedbackFields = ['type', 'description', 'captcha'] as const;
export type FeedbackField = (typeof feedbackFields)[number];

export interface FeedbackDraft {
  readonly type?: number | null;
  readonly description?: string | null;
  readonly captcha?: string | null;
}

function isFeedbackType(value: unknown): value is FeedbackType {
  return (feedbackTypes as readonly unknown[]).includes(value);
}

export const feedbackSchema = z.object({
  type: z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        if (!isFeedbackType(value)) addProblem(ctx, { code: 'selectRequired' });
      }),
    ),
    z.transform((value) => value as FeedbackType),
  ),
  description: textField({
    required: true,
    check: (value) => {
      const length = characterCount(value);
      return length >= FEEDBACK_DESCRIPTION_LENGTH.min && length <= FEEDBACK_DESCRIPTION_LENGTH.max
        ? null
        : { code: 'feedbackLength', params: { ...FEEDBACK_DESCRIPTION_LENGTH } };
    },
  }),
  captcha: captchaField(),
});

export type FeedbackValues = z.output<typeof feedbackSchema>;

/** The fields left empty, in form order, for the "… is empty" warning. */
export function missingFeedbackFields(draft: FeedbackDraft): FeedbackField[] {
  const missing: FeedbackField[] = [];
  if (!isFeedbackType(draft.type)) missing.push('type');
  if ((draft.description ?? '').trim() === '') missing.push('description');
  if ((draft.captcha ?? '').trim() === '') missing.push('captcha');
  return missing;
}

/**
 * The warning shown before any field-level check: `isEmpty` with the missing field names.
 * The UI translates each name and joins them into {{fields}}.
 */
export function feedbackEmptyWarning(
  draft: FeedbackDraft,
): (ValidationProblem & { readonly fields: readonly FeedbackField[] }) | null {
  const fields = missingFeedbackFields(draft);
  return fields.length === 0 ? null : { code: 'isEmpty', params: { fields }, fields };
}
