import type { Promotion } from '@portal/api-contract';
import type { ClaimTarget } from '@portal/machines';

/** What a member can do with an activity in its status (SPEC §4): apply, claim, or nothing. */
export type ActivityAction =
  | { kind: 'apply'; form: NonNullable<Promotion['applyForm']> }
  | { kind: 'claim'; target: ClaimTarget }
  | { kind: 'none' };

export function activityActionOf(
  promotion: Pick<Promotion, 'promotionId' | 'status' | 'category' | 'applyForm'>,
): ActivityAction {
  if (promotion.status === 'JOIN' && promotion.applyForm) return { kind: 'apply', form: promotion.applyForm };
  if (promotion.status === 'CLAIM')
    return {
      kind: 'claim',
      // A raffle's claim draws its prize; every other activity pays its bonus.
      target:
        promotion.category === 'RAFFLE'
          ? { kind: 'raffle', promotionId: promotion.promotionId }
          : { kind: 'promotion', promotionId: promotion.promotionId },
    };
  return { kind: 'none' };
}

/** The claimable ones first, then those to apply for, then the rest in the server's order. */
export function byUrgency<T extends Pick<Promotion, 'status'>>(list: readonly T[]): T[] {
  const rank = (status: Promotion['status']) => (status === 'CLAIM' ? 0 : status === 'JOIN' ? 1 : 2);
  return [...list].sort((a, b) => rank(a.status) - rank(b.status));
}
