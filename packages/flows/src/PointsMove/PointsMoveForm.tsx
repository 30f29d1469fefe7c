import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { pointsMoveMachine } from '@portal/machines';
import { formatAmount, useFormatLocale } from '@portal/ui';
import type { SecurityCenterLink } from '../Withdraw';
import { ConvertForm } from './ConvertForm';
import type { PointsMoveView } from './moveParts';
import { RedeemForm } from './RedeemForm';

export interface PointsMoveFormProps {
  actorRef: ActorRefFrom<typeof pointsMoveMachine>;
  /** ISO 4217 code of the merchant's currency (the wallet balance's `currency`). */
  currency: string;
  /** Where the withdraw password is set: the member centre's security centre. */
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
