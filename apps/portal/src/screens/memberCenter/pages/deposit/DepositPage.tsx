import type { DepositChannel } from '@portal/api-contract';
import { DepositForm } from '@portal/flows';
import { depositMachine } from '@portal/machines';
import { Button, currencyFractionDigits, Notice, Skeleton, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useRefreshOnEmit, useSessionQuery } from '../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../environment/environment';
import { memberPage, useLinkProps } from '../../../../routes/links';
import { SESSION_KEYS } from '../../../../site/storage';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import { OpenDeposits } from './parts/OpenDeposits';
import { useFlowActors } from '../../../../app/flowActors';

/**
 * Deposit (depositv2): the white label's channels with their limits and fees, an order for an
 * amount within them (with a proof of payment where the channel is paid by hand), and the orders
 * still open. An order is credited to the main wallet when its payment arrives.
 */
export function DepositPage({ currency }: MemberPageProps) {
  const channels = useSessionQuery('funds.depositChannels', undefined);
  return (
    <div className={screen.panel}>
      <DepositLimitOffer />
      <QueryView query={channels} loading={<Skeleton shape="block" blockSize="320px" />}>
        {(list) => <DepositOrder channels={list} currency={currency} />}
      </QueryView>
      <OpenDeposits currency={currency} />
    </div>
  );
}

/**
 * At the first deposit (SPEC: limits are offered at registration and at the first deposit): a
 * member with no deposit limit and no deposit yet is offered one, once a login unless put aside.
 */
function DepositLimitOffer() {
  const { t } = useTranslation('account');
  const { session } = usePortalEnvironment();
  const [dismissed, setDismissed] = useState(
    () => session.getItem(SESSION_KEYS.dismissedDepositLimitOffer) !== null,
  );
  const limits = useSessionQuery('limits.get', undefined, { enabled: !dismissed });
  const link = useLinkProps(memberPage('limits'));
  const settings = limits.data;
  const hasDepositLimit = settings?.amounts.some((limit) => limit.kind === 'DEPOSIT' && limit.value !== null);
  if (dismissed || !settings?.enabled || settings.hasDeposited || hasDepositLimit) return null;
  const dismiss = () => {
    session.setItem(SESSION_KEYS.dismissedDepositLimitOffer, '1');
    setDismissed(true);
  };
  return (
    <section aria-label={t('limits.depositOfferTitle')} data-deposit-limit-offer="">
      <Notice tone="info">
        <span className={screen.actions}>
          <span>
            {t('limits.depositOffer')} <a {...link}>{t('limits.depositOfferLink')}</a>
          </span>
          <Button variant="ghost" size="sm" onClick={dismiss}>
            {t('limits.depositOfferDismiss')}
          </Button>
        </span>
      </Notice>
    </section>
  );
}

/**
 * Hosts the deposit machine. A written order moves no money: the balance and the account record
 * change when it is credited, which the realtime balance notice reports; it joins the open orders.
 */
function DepositOrder({ channels, currency }: { channels: readonly DepositChannel[]; currency: string }) {
  const actors = useFlowActors();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(depositMachine.provide(actors.deposit), {
    input: { channels, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useRefreshOnEmit(actorRef, ['ordered'], ['funds.openDeposits']);
  return <DepositForm actorRef={actorRef} currency={currency} />;
}
