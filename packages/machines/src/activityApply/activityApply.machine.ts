import type { BodyOf, Promotion, promotions, ResponseOf, system } from '@portal/api-contract';
import {
  activityApplyFormSchema,
  validate,
  type FieldErrors,
  type ImageDescriptor,
} from '@portal/api-contract/validation';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../shared/defaults';
import { defineDescribe } from '../shared/describe';
import { sampleFailure, toFailure, type Failure } from '../shared/failure';
import { formSubmission } from '../shared/submission';

export interface ActivityApplyInput {
  readonly promotionId: string;
  /** The activity's own form (promotions' `applyForm`): a required comment, how many images. */
  readonly form: NonNullable<Promotion['applyForm']>;
}

/** A picked image: what validation needs, plus the file itself for the uploader. */
export interface ActivityImage extends ImageDescriptor {
  readonly file: unknown;
}

export interface ActivityApplyValues {
  readonly comment: string;
  readonly images: readonly ActivityImage[];
}

/** POST /wps/uploads/image answers with the id the application refers to. */
export type UploadedActivityImage = ResponseOf<typeof system.uploadImage>;
/** POST /wps/promotions/apply. */
export type ActivityApplyRequest = BodyOf<typeof promotions.apply>;
export type ActivityApplyResult = ResponseOf<typeof promotions.apply>;

export interface ActivityApplyContext {
  readonly promotionId: string;
  readonly form: ActivityApplyInput['form'];
  /** The checked comment and the images being sent, kept until the application is answered. */
  readonly comment: string;
  readonly images: readonly ActivityImage[];
  /** Ids of the images uploaded so far, in the order picked: a failed application keeps them. */
  readonly imageIds: readonly string[];
  readonly status: ActivityApplyResult['status'] | null;
  readonly fieldErrors: FieldErrors;
  readonly failure: Failure | null;
}

export type ActivityApplyEvent = { type: 'SUBMIT'; values: ActivityApplyValues };

export type ActivityApplyEmitted = {
  type: 'applied';
  promotionId: string;
  status: ActivityApplyResult['status'];
};

const submission = formSubmission<ActivityApplyContext, ActivityApplyEvent>()({
  check: (context, values) =>
    validate(activityApplyFormSchema(context.form), {
      comment: values.comment,
      images: values.images.map(({ name, type, size }) => ({ name, type, size })),
    }),
  take: (context, data, values) => {
    // The same pictures again (a retry after a refused application) are not uploaded twice.
    const sameImages =
      values.images.length === context.images.length &&
      values.images.every((image, index) => image.file === context.images[index]?.file);
    return { comment: data.comment, images: values.images, imageIds: sameImages ? context.imageIds : [] };
  },
});

/**
 * Applying for an activity (SPEC §5): a comment of at most 140 characters and up to three png/jpg
 * images of 5 MB each. Each image is uploaded (purpose ACTIVITY), then the application refers to
 * them by id; a second press while this runs is ignored, so one application is sent.
 */
export const activityApplyMachine = setup({
  types: {
    input: {} as ActivityApplyInput,
    context: {} as ActivityApplyContext,
    events: {} as ActivityApplyEvent,
    emitted: {} as ActivityApplyEmitted,
  },
  actors: {
    uploadImage: notProvided<UploadedActivityImage, ActivityImage>('uploadImage'),
    apply: notProvided<ActivityApplyResult, ActivityApplyRequest>('apply'),
  },
  guards: {
    ...submission.guards,
    imagesLeft: ({ context }) => context.imageIds.length < context.images.length,
  },
  actions: {
    ...submission.actions,
    keepFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { failure, fieldErrors: { ...context.fieldErrors, ...failure.fieldErrors } };
    }),
  },
}).createMachine({
  id: 'activityApply',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    form: input.form,
    comment: '',
    images: [],
    imageIds: [],
    status: null,
    fieldErrors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'sending', actions: 'takeSubmission' },
        ],
      },
    },
    sending: {
      initial: 'next',
      states: {
        /** Uploads what is left, one image at a time, then applies. */
        next: {
          always: [{ guard: 'imagesLeft', target: 'uploading' }, { target: 'applying' }],
        },
        uploading: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => context.images[context.imageIds.length] as ActivityImage,
            onDone: {
              target: 'next',
              actions: assign({
                imageIds: ({ context, event }) => [...context.imageIds, event.output.imageId],
              }),
            },
            onError: {
              target: '#activityApply.editing',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        applying: {
          invoke: {
            id: 'apply',
            src: 'apply',
            input: ({ context }) => ({
              promotionId: context.promotionId,
              comment: context.comment,
              imageIds: [...context.imageIds],
            }),
            onDone: {
              target: '#activityApply.applied',
              actions: [
                assign({ status: ({ event }) => event.output.status }),
                emit(({ event }) => ({
                  type: 'applied' as const,
                  promotionId: event.output.promotionId,
                  status: event.output.status,
                })),
              ],
            },
            onError: {
              target: '#activityApply.editing',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    applied: { type: 'final' },
  },
});

const sampleImages: readonly ActivityImage[] = [
  { name: 'deposit.png', type: 'image/png', size: 120_000, file: null },
  { name: 'receipt.jpg', type: 'image/jpeg', size: 340_000, file: null },
];

export const activityApplyDescribe = defineDescribe(activityApplyMachine, {
  id: 'activityApply',
  summary:
    'Applying for an activity: a comment (≤140) and up to 3 png/jpg images of ≤5 MB, each uploaded, then the application.',
  uiStates: {
    editing: { value: 'editing', summary: 'The comment with its counter and the image picker.' },
    fieldErrors: {
      value: 'editing',
      summary: 'Inline errors: the comment is missing, or one image is of the wrong type.',
      context: { fieldErrors: { comment: { code: 'required' }, 'images.1': { code: 'imageType' } } },
    },
    commentTooLong: {
      value: 'editing',
      summary: 'A comment over 140 characters.',
      context: {
        comment: 'x'.repeat(141),
        fieldErrors: { comment: { code: 'maxLength', params: { max: 140 } } },
      },
    },
    tooManyImages: {
      value: 'editing',
      summary: 'More images than the activity takes.',
      context: { fieldErrors: { images: { code: 'imageTooMany', params: { max: 3 } } } },
    },
    refused: {
      value: 'editing',
      summary: 'The application was refused (already applied): nothing changed.',
      context: { failure: sampleFailure('OPERATION_NOT_ALLOWED') },
    },
    uploading: {
      value: { sending: 'uploading' },
      summary: 'An image uploading: the button is busy.',
      context: { comment: 'My first deposit', images: sampleImages, imageIds: ['IMG-1'] },
    },
    applying: {
      value: { sending: 'applying' },
      summary: 'The application being sent.',
      context: { comment: 'My first deposit', images: sampleImages, imageIds: ['IMG-1', 'IMG-2'] },
    },
    applied: {
      value: 'applied',
      summary: 'Sent: the activity now shows Applying.',
      context: { status: 'APPLYING' },
    },
  },
});
