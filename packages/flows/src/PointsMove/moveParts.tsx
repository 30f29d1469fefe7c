import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { translateError, type AnyTranslate } from '@portal/i18n';
import {
  answerLost,
  retryAfterMinutes,
  type PointsMoveContext,
  type pointsMoveMachine,
} from '@portal/machines';
import { Button, Notice } from '@portal/ui';
import type { SecurityCenterLink } from '../Withdraw';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';
import * as own from './PointsMoveForm.css';

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
  if (answerLost(context))
    return (
      <Notice tone="warning">
        {lostText}{' '}
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'RETRY' })}>
          {t('move.retry')}
        </Button>
      </Notice>
    );
  const { failure } = context;
  if (!failure) return null;
  const link = (
    <a className={styles.link} href={securityCenter.href} onClick={securityCenter.onClick}>
      {t('move.securityCenter')}
    </a>
  );
  const message = ((): ReactNode => {
    switch (failure.code) {
      case 'INSUFFICIENT_FUNDS':
      case 'INVALID_CREDENTIALS':
        return t(`move.refusals.${failure.code}`);
      case 'TOO_MANY_REQUESTS':
        return t('move.refusals.TOO_MANY_REQUESTS', { count: retryAfterMinutes(failure) });
      case 'OPERATION_NOT_ALLOWED':
        // The same code says "no withdraw password yet" (naming the field), or what the move refuses.
        if (context.fieldErrors.withdrawPassword?.code === 'withdrawPasswordNotSet')
          return (
            <>
              {t('move.refusals.noWithdrawPassword')} {link}
            </>
          );
        return context.kind === 'redeem' ? t('move.refusals.outOfStock') : t('move.refusals.convertOff');
      case 'NOT_FOUND':
        return context.kind === 'redeem' ? t('move.refusals.rewardGone') : translateError(t, failure.code);
      default:
        return translateError(t, failure.code);
    }
  })();
  return <Notice tone="danger">{message}</Notice>;
}

/** The password's problem: a wrong one said as such, else the form's or the server's field problem. */
export function passwordError(
  t: AnyTranslate,
  context: PointsMoveContext,
  wrongPassword: string,
): string | undefined {
  return context.failure?.code === 'INVALID_CREDENTIALS'
    ? wrongPassword
    : fieldError(t, context.fieldErrors, 'withdrawPassword');
}

/** Terms and their values, e.g. the points now and after. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={own.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={own.row}>
          <dt className={own.term}>{term}</dt>
          <dd className={own.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
