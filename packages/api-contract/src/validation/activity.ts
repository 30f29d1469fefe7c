import { z } from 'zod/mini';
import { textField } from './fields';
import { addProblem } from './issues';
import { characterCount } from './patterns';

export const ACTIVITY_COMMENT_MAX = 140;
export const ACTIVITY_IMAGE_LIMITS = {
  maxCount: 3,
  maxMegabytes: 5,
  types: ['image/png', 'image/jpeg'],
  extensions: ['png', 'jpg', 'jpeg'],
} as const;

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** What the client knows about a picked file, without depending on the DOM File type. */
export interface ImageDescriptor {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

function isAcceptedImage(image: ImageDescriptor): boolean {
  const extension = image.name.split('.').pop()?.toLowerCase() ?? '';
  const typeAccepted = (ACTIVITY_IMAGE_LIMITS.types as readonly string[]).includes(image.type.toLowerCase());
  const extensionAccepted = (ACTIVITY_IMAGE_LIMITS.extensions as readonly string[]).includes(extension);
  // Some systems send no MIME type: the extension decides then.
  return image.type === '' ? extensionAccepted : typeAccepted && extensionAccepted;
}

export const imageDescriptorSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().check(z.nonnegative()),
});

export const imageSchema = imageDescriptorSchema.check(
  z.superRefine((image, ctx) => {
    if (!isAcceptedImage(image)) addProblem(ctx, { code: 'imageType' });
    else if (image.size > ACTIVITY_IMAGE_LIMITS.maxMegabytes * BYTES_PER_MEGABYTE) {
      addProblem(ctx, { code: 'imageTooLarge', params: { max: ACTIVITY_IMAGE_LIMITS.maxMegabytes } });
    }
  }),
);

export function imageListSchema(options: { minCount?: number; maxCount?: number } = {}) {
  const minCount = options.minCount ?? 0;
  const maxCount = options.maxCount ?? ACTIVITY_IMAGE_LIMITS.maxCount;
  return z
    .pipe(
      z.nullish(z.array(imageSchema)),
      z.transform((images) => images ?? []),
    )
    .check(
      z.superRefine((images, ctx) => {
        if (images.length < minCount) addProblem(ctx, { code: 'required' });
        if (images.length > maxCount) addProblem(ctx, { code: 'imageTooMany', params: { max: maxCount } });
      }),
    );
}

export function remarkField(options: { required?: boolean; max?: number } = {}) {
  const max = options.max ?? ACTIVITY_COMMENT_MAX;
  return textField({
    required: options.required ?? false,
    check: (value) => (characterCount(value) <= max ? null : { code: 'maxLength', params: { max } }),
  });
}

export const activityApplySchema = z.object({
  comment: remarkField(),
  images: imageListSchema(),
});

export type ActivityApplyValues = z.output<typeof activityApplySchema>;

/** An activity's own apply form (promotions' `applyForm`): whether it needs a comment, how many images it takes. */
export function activityApplyFormSchema(form: { commentRequired: boolean; maxImages: number }) {
  return z.object({
    comment: remarkField({ required: form.commentRequired }),
    images: imageListSchema({ maxCount: Math.min(form.maxImages, ACTIVITY_IMAGE_LIMITS.maxCount) }),
  });
}
