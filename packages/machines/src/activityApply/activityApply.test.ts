import { describe, expect, it, vi } from 'vitest';
import { CodedError } from '../shared/failure';
import { edgesWhere, expectDescribeConsistent, expectFullCoverage } from '../testing/assertions';
import { explore, type EventFixtures } from '../testing/coverage';
import { scriptedActor, startRecordingEmits } from '../testing/scripted';
import {
  activityApplyDescribe,
  activityApplyMachine,
  type ActivityApplyEvent,
  type ActivityApplyInput,
  type ActivityApplyRequest,
  type ActivityApplyResult,
  type ActivityImage,
  type UploadedActivityImage,
} from './activityApply.machine';

const input: ActivityApplyInput = {
  promotionId: 'welcome-bonus',
  form: { commentRequired: true, maxImages: 3 },
};

const image = (name: string, type = 'image/png', size = 1_000): ActivityImage => ({
  name,
  type,
  size,
  file: { name },
});
const deposit = image('deposit.png');
const receipt = image('receipt.jpg', 'image/jpeg');
const twoImages = { comment: 'My first deposit', images: [deposit, receipt] };

const events: EventFixtures<ActivityApplyEvent> = {
  SUBMIT: [
    { type: 'SUBMIT', values: twoImages },
    // No comment, a gif, a picture over 5 MB, and four pictures.
    { type: 'SUBMIT', values: { comment: '', images: [] } },
    { type: 'SUBMIT', values: { comment: 'x', images: [image('x.gif', 'image/gif')] } },
    {
      type: 'SUBMIT',
      values: { comment: 'x', images: [image('big.png', 'image/png', 5 * 1024 * 1024 + 1)] },
    },
    { type: 'SUBMIT', values: { comment: 'x'.repeat(141), images: [deposit, deposit, deposit, deposit] } },
  ],
};

const uploaded = (imageId: string): UploadedActivityImage => ({
  imageId,
  url: `/${imageId}.png`,
  sizeBytes: 1_000,
});
const applied: ActivityApplyResult = { promotionId: 'welcome-bonus', status: 'APPLYING' };

const exploration = explore(activityApplyMachine, {
  input,
  events,
  actorOutcomes: {
    uploadImage: { done: [uploaded('IMG-1')], error: [new CodedError('NETWORK_ERROR')] },
    apply: { done: [applied], error: [new CodedError('OPERATION_NOT_ALLOWED')] },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.fieldErrors,
      snapshot.context.failure?.code ?? null,
      snapshot.context.images.length,
      snapshot.context.imageIds.length,
      snapshot.context.status,
    ]),
});

describe('activityApply graph', () => {
  it('reaches every state and exercises every transition', () => {
    expectFullCoverage('activityApply', exploration);
  });

  it('describes reachable UI states', () => {
    expectDescribeConsistent(activityApplyMachine, activityApplyDescribe, input, exploration);
  });

  it('explains a refused form under its fields and sends nothing', () => {
    for (const edge of edgesWhere(
      exploration,
      'an invalid submission',
      (candidate) =>
        candidate.from.matches('editing') &&
        candidate.event.type === 'SUBMIT' &&
        (candidate.event as ActivityApplyEvent).values !== twoImages,
    )) {
      expect(edge.invoked).toEqual([]);
      expect(edge.to.value).toBe('editing');
      expect(Object.keys(edge.to.context.fieldErrors).length).toBeGreaterThan(0);
    }
  });

  it('uploads every picked image before the application, which names them in order', () => {
    for (const edge of edgesWhere(exploration, 'an application sent', (candidate) =>
      candidate.invoked.some(({ src }) => src === 'apply'),
    )) {
      const request = edge.invoked.find(({ src }) => src === 'apply')?.input as ActivityApplyRequest;
      expect(request.imageIds).toHaveLength(edge.to.context.images.length);
      expect(request).toMatchObject({ promotionId: 'welcome-bonus', comment: 'My first deposit' });
    }
  });

  it('shows Applying and announces it once the application is answered', () => {
    for (const edge of edgesWhere(
      exploration,
      'an application answered',
      (candidate) =>
        candidate.from.matches({ sending: 'applying' }) && candidate.event.type === 'xstate.done.actor.apply',
    )) {
      expect([edge.to.value, edge.to.context.status]).toEqual(['applied', 'APPLYING']);
      expect(edge.emitted).toEqual([{ type: 'applied', promotionId: 'welcome-bonus', status: 'APPLYING' }]);
    }
  });
});

describe('activityApply sending', () => {
  function start(
    uploads: Array<() => Promise<UploadedActivityImage>>,
    applies: Array<() => Promise<ActivityApplyResult>>,
  ) {
    const uploader = scriptedActor<ActivityImage, UploadedActivityImage>(uploads);
    const applier = scriptedActor<ActivityApplyRequest, ActivityApplyResult>(applies);
    const machine = activityApplyMachine.provide({
      actors: { uploadImage: uploader.actor, apply: applier.actor },
    });
    return {
      ...startRecordingEmits(machine, input),
      uploadsSent: uploader.requests,
      appliesSent: applier.requests,
    };
  }

  it('sends one application however often submit is pressed while it is on its way', async () => {
    let answer: (result: ActivityApplyResult) => void = () => undefined;
    const { actor, uploadsSent, appliesSent, emitted } = start(
      [() => Promise.resolve(uploaded('IMG-1')), () => Promise.resolve(uploaded('IMG-2'))],
      [() => new Promise((resolve) => (answer = resolve))],
    );
    actor.send({ type: 'SUBMIT', values: twoImages });
    actor.send({ type: 'SUBMIT', values: twoImages });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ sending: 'applying' })).toBe(true));
    actor.send({ type: 'SUBMIT', values: twoImages });
    answer(applied);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('applied'));
    expect(uploadsSent.map((sent) => sent.name)).toEqual(['deposit.png', 'receipt.jpg']);
    expect(appliesSent).toEqual([
      { promotionId: 'welcome-bonus', comment: 'My first deposit', imageIds: ['IMG-1', 'IMG-2'] },
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['applied']);
  });

  it('does not upload the same pictures again when the application is sent again', async () => {
    const { actor, uploadsSent, appliesSent } = start(
      [() => Promise.resolve(uploaded('IMG-1')), () => Promise.resolve(uploaded('IMG-2'))],
      [() => Promise.reject(new CodedError('NETWORK_ERROR')), () => Promise.resolve(applied)],
    );
    actor.send({ type: 'SUBMIT', values: twoImages });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR'));
    actor.send({ type: 'SUBMIT', values: twoImages });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('applied'));
    expect(uploadsSent).toHaveLength(2);
    expect(appliesSent.map((sent) => sent.imageIds)).toEqual([
      ['IMG-1', 'IMG-2'],
      ['IMG-1', 'IMG-2'],
    ]);
  });
});
