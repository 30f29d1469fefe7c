import type { DepositChannel } from '@portal/api-contract';
import { DepositForm } from '@portal/flows';
import { depositMachine } from '@portal/machines';
import { currencyFractionDigits, Skeleton } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../../../api/contractQuery';
import { usePortalEnvironment } from '../../../app/environment';
import { useLinkProps } from '../../../routes/links';
import { memberPage } from '../../../shell/PortalHeader';
import { QueryView } from '../../shared/QueryView';
import * as screen from '../../shared/Screen.css';
import type { MemberPageProps } from '../memberPages';

/**
 * Deposit (depositv2): the white label's channels with their limits and fees, and an order for an
 * amount within them. The order is credited to the main wallet when its payment arrives.
 */
export function DepositPage({ currency }: MemberPageProps) {
  const channels = useSessionQuery('funds.depositChannels', undefined);
  return (
    <div className={screen.panel}>
      <DepositLimitOffer />
      <QueryView query={channels} loading={<Skeleton shape="block" blockSize="320px" />}>
        {(list) => <DepositOrder channels={list} currency={currency} />}
      </QueryView>
    </div>
  );
}

/** One short line for a member without any deposit limit: where to set one. */
function DepositLimitOffer() {
  const { t } = useTranslation('account');
  const limits = useSessionQuery('limits.get', undefined);
  const link = useLinkProps(memberPage('limits'));
  const data = limits.data;
  if (!data?.enabled || data.amounts.some((limit) => limit.kind === 'DEPOSIT' && limit.value !== null))
    return null;
  return (
    <p className={screen.muted} data-deposit-limit-offer="">
      {t('limits.depositOffer')} <a {...link}>{t('limits.depositOfferLink')}</a>
    </p>
  );
}

/**
 * Hosts the deposit machine. A written order moves no money: the balance and the account record
 * change when it is credited, which the realtime balance notice reports.
 */
function DepositOrder({ channels, currency }: { channels: readonly DepositChannel[]; currency: string }) {
  const { actors } = usePortalEnvironment();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(depositMachine.provide(actors.deposit), {
    input: { channels, fractionDigits: currencyFractionDigits(currency), formId },
  });
  return <DepositForm actorRef={actorRef} currency={currency} />;
}
