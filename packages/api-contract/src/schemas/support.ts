import { z } from 'zod';
import { feedbackTypes } from '../validation/feedback';
import { captchaKeySchema } from './common';

export const feedbackTypeSchema = z.literal(feedbackTypes);
export const FEEDBACK_CONTENT_LENGTH = { min: 20, max: 200 } as const;

/** PUT /wps/feedback. Description rules (20 to 200 characters) are in ./validation. */
export const feedbackRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .refine(
      (content) =>
        content.length >= FEEDBACK_CONTENT_LENGTH.min && content.length <= FEEDBACK_CONTENT_LENGTH.max,
      {
        error: 'feedbackLength',
        params: { ...FEEDBACK_CONTENT_LENGTH },
      },
    ),
  sender: z.string().trim().max(64),
  type: feedbackTypeSchema,
  captcha: z.string().trim().min(1, { error: 'captchaRequired' }),
  captchaKey: captchaKeySchema.optional(),
});

export const feedbackReceiptSchema = z.object({ ticketId: z.string().min(1) });

export const helpCenterQuerySchema = z.object({
  lang: z.string().min(2).max(10),
  device: z.literal('WEB').default('WEB'),
});

export const liveChatLaunchSchema = z.object({ url: z.url() });
