import { shallowEqual, useSelector } from '@xstate/react';
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
import { Button, formatAmount, Notice, useFormatLocale } from '@portal/ui';
import type { SecurityCenterLink } from '../Withdraw';
import * as styles from '../shared/flow.css';
import { fieldError } from '../shared/messages';
import { ConvertForm } from './ConvertForm';
import { RedeemForm } from './RedeemForm';
import * as own from './PointsMoveForm.css';

export interface PointsMoveFormProps {
  actorRef: ActorRefFrom<typeof pointsMoveMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
  /** Where the withdraw password is set: the member centre's security centre. */
  securityCenter: SecurityCenterLink;
}

export type PointsMoveStep = 'editing' | 'sending' | 'moved';

/** What both forms read of the running machine and how they show points and money. */
export interface PointsMoveView {
  actorRef: PointsMoveFormProps['actorRef'];
  step: PointsMoveStep;
  context: PointsMoveContext;
  points: (count: number) => string;
  money: (minor: number) => string;
  securityCenter: SecurityCenterLink;
}

/**
 * The points mall's moves behind the withdraw password (SPEC §2 point mall, §5 redeem): a reward
 * redeemed for its points, or points converted into the main wallet at the white label's ratio.
 * Refusals say what went wrong and that nothing was spent; without a withdraw password the way to
 * the security centre; a lost answer offers "Send again", which can never spend the points twice.
 */
export function PointsMoveForm({ actorRef, currency, securityCenter }: PointsMoveFormProps) {
  const locale = useFormatLocale();
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      step: (['editing', 'sending', 'moved'] as const).find((step) => snapshot.matches(step)) ?? 'editing',
      context: snapshot.context,
    }),
    shallowEqual,
  );
  const numbers = new Intl.NumberFormat(locale);
  const shared: PointsMoveView = {
    actorRef,
    step: view.step,
    context: view.context,
    points: (count) => numbers.format(count),
    money: (minor) => formatAmount(minor, currency, locale),
    securityCenter,
  };
  return view.context.kind === 'redeem' ? <RedeemForm view={shared} /> : <ConvertForm view={shared} />;
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
