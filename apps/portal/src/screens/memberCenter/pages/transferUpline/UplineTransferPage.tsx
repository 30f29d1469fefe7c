import type { WithdrawOptions } from '@portal/api-contract';
import { UplineTransferForm } from '@portal/flows';
import { uplineTransferMachine } from '@portal/machines';
import { Button, currencyFractionDigits, Notice, Skeleton, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { readsAfterMoneyMove, useRefreshOnEmit, useSessionQuery } from '../../../../api/contractQuery';
import { useBalance } from '../../../../api/wallet';
import { memberPage, useLinkProps } from '../../../../routes/links';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import { useFlowActors } from '../../../../app/flowActors';

/**
 * Transfer to upline (transferUpline, SPEC §6 "downline can transfer to upline"): money from the
 * main wallet to the member's upline, with the withdraw password. A member without an upline is
 * told so; one without a withdraw password is sent to the security centre to set one first.
 */
export function UplineTransferPage({ currency }: MemberPageProps) {
  const { t } = useTranslation('wallet');
  const info = useSessionQuery('member.info', undefined);
  const options = useSessionQuery('funds.withdrawOptions', undefined);
  const balance = useBalance(true);
  const loading = <Skeleton shape="block" blockSize="280px" />;
  return (
    <div className={screen.panel}>
      <QueryView query={info} loading={loading}>
        {({ uplineAccount }) =>
          uplineAccount === null ? (
            <Notice tone="info">{t('uplineTransfer.noUpline')}</Notice>
          ) : (
            <QueryView query={options} loading={loading}>
              {(withdraw) => (
                <QueryView query={balance} loading={loading}>
                  {(money) => (
                    <UplineTransfer
                      upline={uplineAccount}
                      withdraw={withdraw}
                      balance={money.balance}
                      currency={currency}
                    />
                  )}
                </QueryView>
              )}
            </QueryView>
          )
        }
      </QueryView>
    </div>
  );
}

function UplineTransfer({
  upline,
  withdraw,
  balance,
  currency,
}: {
  upline: string;
  withdraw: WithdrawOptions;
  balance: number;
  currency: string;
}) {
  const { t } = useTranslation('wallet');
  const setPassword = useLinkProps(memberPage('securityCenter'));
  if (!withdraw.hasWithdrawPassword)
    return (
      <div className={screen.panel}>
        <Notice tone="warning">{t('uplineTransfer.noWithdrawPassword')}</Notice>
        <div>
          <Button asChild>
            <a {...setPassword}>{t('uplineTransfer.setWithdrawPassword')}</a>
          </Button>
        </div>
      </div>
    );
  return <UplineTransferHost upline={upline} balance={balance} currency={currency} />;
}

/**
 * Hosts the transfer machine: the balance it checks against follows the header's, and a transfer
 * made refreshes the balance (header and summary), the consolidated state and the account record.
 */
function UplineTransferHost({
  upline,
  balance,
  currency,
}: {
  upline: string;
  balance: number;
  currency: string;
}) {
  const actors = useFlowActors();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(uplineTransferMachine.provide(actors.uplineTransfer), {
    input: { upline, balance, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useEffect(() => {
    actorRef.send({ type: 'BALANCE_CHANGED', balance });
  }, [actorRef, balance]);
  useRefreshOnEmit(actorRef, ['transferred'], readsAfterMoneyMove);
  return <UplineTransferForm actorRef={actorRef} currency={currency} />;
}
