import type { ContractType } from '@portal/api-contract';
import { ContractOfferForm } from '@portal/flows';
import { contractOfferMachine } from '@portal/machines';
import { currencyFractionDigits } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useRefreshOnEmit } from '../../../../../api/contractQuery';
import { useFlowActors } from '../../../../../app/flowActors';

export interface ContractOfferProps {
  contractType: ContractType;
  /** The agent's own rate of this type (its cap), or null when the server alone caps it. */
  maxRate: number | null;
  /** The downline the form opens with: the page's `?account=`. */
  downlineAccount: string;
  currency: string;
}

/** Hosts the offer machine; an offer stored shows in the downline list at once. */
export function ContractOffer({ contractType, maxRate, downlineAccount, currency }: ContractOfferProps) {
  const actors = useFlowActors();
  const actorRef = useActorRef(contractOfferMachine.provide(actors.contractOffer), {
    input: { contractType, maxRate, downlineAccount, fractionDigits: currencyFractionDigits(currency) },
  });
  // The agent's own contract changed (it accepted its upline's new terms, or one ended).
  useEffect(() => {
    actorRef.send({ type: 'LIMIT_CHANGED', maxRate });
  }, [actorRef, maxRate]);
  useRefreshOnEmit(actorRef, ['offered'], ['agent.contracts']);
  return <ContractOfferForm actorRef={actorRef} />;
}
