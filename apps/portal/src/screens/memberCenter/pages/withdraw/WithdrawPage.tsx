import type { WithdrawOptions } from '@portal/api-contract';
import { WithdrawForm } from '@portal/flows';
import { withdrawMachine } from '@portal/machines';
import { currencyFractionDigits, Skeleton } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { readsAfterMoneyMove, useRefreshOnEmit, useSessionQuery } from '../../../../api/contractQuery';
import { memberPage, useLinkProps } from '../../../../routes/links';
import { QueryView } from '../../../../blocks/QueryView';
import * as screen from '../../../../blocks/Screen.css';
import type { MemberPageProps } from '../../memberPageContent';
import { PendingConfirmations } from './parts/PendingConfirmations';
import { WithdrawalHistory } from './parts/WithdrawalHistory';
import { useFlowActors } from '../../../../app/flowActors';

/**
 * Withdraw (withdraw): the form to a bound account, the paid-out withdrawals waiting for the
 * member to say whether the money arrived, and the withdrawals of the last 30 days with their status.
 */
export function WithdrawPage({ currency }: MemberPageProps) {
  const options = useSessionQuery('funds.withdrawOptions', undefined);
  return (
    <div className={screen.panel}>
      <QueryView query={options} loading={<Skeleton shape="block" blockSize="360px" />}>
        {(loaded) => <WithdrawRequest options={loaded} currency={currency} />}
      </QueryView>
      <PendingConfirmations currency={currency} />
      <WithdrawalHistory currency={currency} />
    </div>
  );
}

/**
 * Hosts the withdraw machine. A withdrawal the server took has left the main wallet already: the
 * balance, what can still be withdrawn and the list of withdrawals are read again.
 */
function WithdrawRequest({ options, currency }: { options: WithdrawOptions; currency: string }) {
  const actors = useFlowActors();
  const securityCenter = useLinkProps(memberPage('securityCenter'));
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(withdrawMachine.provide(actors.withdraw), {
    input: { options, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useRefreshOnEmit(actorRef, ['withdrawn'], [...readsAfterMoneyMove, 'funds.withdrawOptions']);
  return <WithdrawForm actorRef={actorRef} currency={currency} securityCenter={securityCenter} />;
}
