import { createMockWorld } from '@portal/api-contract/mocks';
import { describe, expect, it } from 'vitest';
import { activityActionOf, byUrgency } from './activityActions';

const [join, applying, claim] = createMockWorld().promotions;

describe('activityActionOf', () => {
  it('offers the apply form to an activity to join that has one', () => {
    expect(activityActionOf(join!)).toEqual({ kind: 'apply', form: join!.applyForm });
    expect(activityActionOf({ ...join!, applyForm: null })).toEqual({ kind: 'none' });
  });

  it('claims a bonus, or draws a prize for a raffle', () => {
    expect(activityActionOf(claim!)).toEqual({
      kind: 'claim',
      target: { kind: 'promotion', promotionId: claim!.promotionId },
    });
    expect(activityActionOf({ ...claim!, category: 'RAFFLE' })).toEqual({
      kind: 'claim',
      target: { kind: 'raffle', promotionId: claim!.promotionId },
    });
  });

  it('offers nothing while an application is checked or once it is over', () => {
    expect(activityActionOf(applying!)).toEqual({ kind: 'none' });
    for (const status of ['CLAIMED', 'CLOSE', 'COMING_SOON', 'ISSUED', 'REJECTED'] as const)
      expect(activityActionOf({ ...claim!, status })).toEqual({ kind: 'none' });
  });
});

describe('byUrgency', () => {
  it('puts rewards to claim first, then activities to join, keeping the order within each', () => {
    expect(byUrgency(createMockWorld().promotions).map((promotion) => promotion.status)).toEqual([
      'CLAIM',
      'JOIN',
      'JOIN',
      'APPLYING',
      'CLAIMED',
      'PROCESS',
      'COMING_SOON',
      'CLOSE',
    ]);
  });
});
