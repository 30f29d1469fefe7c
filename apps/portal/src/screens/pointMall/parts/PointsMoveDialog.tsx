import type { PointConfig, PointReward } from '@portal/api-contract';
import { PointsMoveForm } from '@portal/flows';
import { pointsMoveMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/ui';
import { readsAfterMoneyMove, useRefreshOnEmit } from '../../../api/contractQuery';
import { PopupDialog } from '../../../popups/PopupDialog';
import { memberPage, useLinkProps } from '../../../routes/links';
import { useFlowActors } from '../../../app/flowActors';

/** What a points move changes: the points, the goods' stock, both lists, and the wallet (header too). */
const readsAfterPointsMove = [
  ...readsAfterMoneyMove,
  'points.balance',
  'points.rewards',
  'points.redeemHistory',
  'points.transactions',
] as const;

export type PointsMove = { kind: 'redeem'; reward: PointReward } | { kind: 'convert'; config: PointConfig };

export interface PointsMoveDialogProps {
  move: PointsMove;
  /** The member's points as the page last read them. */
  points: number;
  currency: string;
  onClose: () => void;
}

/**
 * A reward redeemed, or points converted, in a dialog over the mall. The checks use the points
 * the page reads now; a move the server took refreshes the points, the stock, the lists and the
 * wallet.
 */
export function PointsMoveDialog({ move, points, currency, onClose }: PointsMoveDialogProps) {
  const { t } = useTranslation('points');
  const actors = useFlowActors();
  const securityCenter = useLinkProps(memberPage('securityCenter'));
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(pointsMoveMachine.provide(actors.pointsMove), {
    input: { ...move, points, formId },
  });
  useEffect(() => {
    actorRef.send({ type: 'POINTS_CHANGED', points });
  }, [actorRef, points]);
  useRefreshOnEmit(actorRef, ['moved'], readsAfterPointsMove);
  const title = move.kind === 'redeem' ? t('mall.redeemFor', { name: move.reward.name }) : t('mall.convert');
  return (
    <PopupDialog title={title} onClose={onClose}>
      <PointsMoveForm actorRef={actorRef} currency={currency} securityCenter={securityCenter} />
    </PopupDialog>
  );
}
