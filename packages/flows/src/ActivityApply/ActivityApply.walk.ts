import { createMockWorld, mockIconUrl, mockPickedPng } from '@portal/api-contract/mocks';
import {
  type ActivityApplyInput,
  type activityApplyMachine,
  type ActivityApplyRequest,
  type ActivityApplyResult,
  type ActivityImage,
  type UploadedActivityImage,
} from '@portal/machines';
import type { FlowActors } from '../actors';
import type { MachineWalk } from '../storybook/walk/walkPlan';

/** The mocks' first activity: Join, with a required comment and up to three pictures. */
const [welcome] = createMockWorld().promotions.filter((promotion) => promotion.applyForm?.commentRequired);

export const activityApplyStoryInput: ActivityApplyInput = {
  promotionId: welcome?.promotionId ?? 'PROMO-01',
  form: welcome?.applyForm ?? { commentRequired: true, maxImages: 3 },
};

export const activityApplyStoryTitle = welcome?.title ?? 'Promotion 1';

export const provideActivityApplyStory = (actors: FlowActors) => actors.activityApply;

/** Every state is reached with the mocks' own answers: the walk has no server switches. */
export type ActivityApplySwitch = never;

/** The mocks' own PNG as the pictures a person picks. */
const picture = (name: string): ActivityImage => mockPickedPng(name);
const pictures = [picture('deposit.png'), picture('receipt.png')];

export const activityApplyWalk: MachineWalk<typeof activityApplyMachine, ActivityApplySwitch> = {
  events: {
    SUBMIT: [
      { type: 'SUBMIT', values: { comment: 'My first deposit', images: pictures } },
      // The comment is required here, and a gif is not a picture the activity takes.
      {
        type: 'SUBMIT',
        values: { comment: '', images: [{ name: 'x.gif', type: 'image/gif', size: 10, file: null }] },
      },
    ],
  },
  // What the mocks' answers read; failures and field errors only change what is shown.
  distinguish: ({ context }) => ({ imageIds: context.imageIds, status: context.status }),
  switches: [],
  handlers: () => [],
  answer: (invokeId, input) => {
    switch (invokeId) {
      case 'uploadImage': {
        // Each picture is uploaded once per walk, in order: the mocks number them from 1.
        const image = input as ActivityImage;
        const imageId = `IMG-${pictures.findIndex((candidate) => candidate.name === image.name) + 1}`;
        return {
          done: {
            imageId,
            url: mockIconUrl(image.name, 30),
            sizeBytes: image.size,
          } satisfies UploadedActivityImage,
        };
      }
      case 'apply': {
        const { promotionId } = input as ActivityApplyRequest;
        return { done: { promotionId, status: 'APPLYING' } satisfies ActivityApplyResult };
      }
      default:
        return null;
    }
  },
};
