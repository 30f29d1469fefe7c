import { z } from 'zod/mini';
import { feedbackTypes } from '../validation/feedback';
import { captchaKeySchema } from './common';

export const feedbackTypeSchema = z.literal(feedbackTypes);
export const FEEDBACK_CONTENT_LENGTH = { min: 20, max: 200 } as const;

/** PUT /wps/feedback. Description rules (20 to 200 characters) are in ./validation. */
export const feedbackRequestSchema = z.object({
  content: z.string().check(
    z.trim(),
    z.refine(
      (content) =>
        content.length >= FEEDBACK_CONTENT_LENGTH.min && content.length <= FEEDBACK_CONTENT_LENGTH.max,
      {
        error: 'feedbackLength',
        params: { ...FEEDBACK_CONTENT_LENGTH },
      },
    ),
  ),
  sender: z.string().check(z.trim(), z.maxLength(64)),
  type: feedbackTypeSchema,
  captcha: z.string().check(z.trim(), z.minLength(1, { error: 'captchaRequired' })),
  captchaKey: z.optional(captchaKeySchema),
});

export const feedbackReceiptSchema = z.object({ ticketId: z.string().check(z.minLength(1)) });

export const helpCenterQuerySchema = z.object({
  lang: z.string().check(z.minLength(2), z.maxLength(10)),
  device: z._default(z.literal('WEB'), 'WEB'),
});

export const liveChatLaunchSchema = z.object({ url: z.url() });
