import { useTranslation } from '@portal/ui';
import type { ActorRefFrom } from 'xstate';
import type { PointsMoveContext, pointsMoveMachine } from '@portal/machines';
import type { SecurityCenterLink } from '../Withdraw';
import * as styles from '../shared/flow.css';
import { MoneyMoveNotice } from '../shared/moneyMove';

export type PointsMoveStep = 'editing' | 'sending' | 'moved';

/** What both forms read of the running machine and how they show points and money. */
export interface PointsMoveView {
  actorRef: ActorRefFrom<typeof pointsMoveMachine>;
  step: PointsMoveStep;
  context: PointsMoveContext;
  points: (count: number) => string;
  money: (minor: number) => string;
  securityCenter: SecurityCenterLink;
}

/** The server said no, or the answer was lost: above the form, in the member's words. */
export function MoveNotice({ view, lostText }: { view: PointsMoveView; lostText: string }) {
  const { t } = useTranslation(['points', 'errors']);
  const { context, actorRef, securityCenter } = view;
  const redeem = context.kind === 'redeem';
  return (
    <MoneyMoveNotice
      context={context}
      lost={lostText}
      retry={t('move.retry')}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      refusals={{
        insufficientFunds: t('move.refusals.INSUFFICIENT_FUNDS'),
        wrongPassword: t('move.refusals.INVALID_CREDENTIALS'),
        locked: (minutes) => t('move.refusals.TOO_MANY_REQUESTS', { count: minutes }),
        noWithdrawPassword: (
          <>
            {t('move.refusals.noWithdrawPassword')}{' '}
            <a className={styles.link} href={securityCenter.href} onClick={securityCenter.onClick}>
              {t('move.securityCenter')}
            </a>
          </>
        ),
        // The same code refuses what the move asks: the reward is gone, or converting is off.
        notAllowed: redeem ? t('move.refusals.outOfStock') : t('move.refusals.convertOff'),
        ...(redeem ? { notFound: t('move.refusals.rewardGone') } : {}),
      }}
    />
  );
}
