import { consolidatedContractFields, type AgentContract, type ContractType } from '@portal/api-contract';
import { ContractReview } from '@portal/flows';
import { contractMachine, topRate, type ContractParty } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useRefreshOnEmit, useSessionQuery } from '../../../../../api/contractQuery';
import { inForce } from './contractTypes';
import { useFlowActors } from '../../../../../app/flowActors';

/** What an answer to the upline changes: this page's lists and the header's pending-contract state. */
const READS_AFTER_ANSWER = ['agent.contracts', 'member.consolidated'] as const;

export interface UplineContractProps {
  contractType: ContractType;
  /** A contract the upline gave this agent, or one it offers. */
  contract: AgentContract;
  /** The agent's own contracts with its downlines: accepting a lower rate ends those paid more. */
  downlineContracts: readonly AgentContract[];
  currency: string;
}

/**
 * The agent's side of a contract with its upline, on the contract machine the member contract popup
 * uses: an offer to accept or reject (warning first about the downline contracts a lower rate ends),
 * a contract in force to ask to end, a termination request to answer.
 */
export function UplineContract({ contractType, contract, downlineContracts, currency }: UplineContractProps) {
  const terminating = contract.status === 'TERMINATION_REQUESTED';
  // The contract does not say who asked to end it: a request waiting for this agent is listed as
  // its pending request in the consolidated info.
  const consolidated = useSessionQuery('member.consolidated', undefined, { enabled: terminating });
  const waitingForMe =
    consolidated.data?.contracts?.[consolidatedContractFields[contractType].info].pendingRequest
      ?.contractId === contract.contractId;
  if (terminating && consolidated.isPending) return null;
  return (
    <UplineContractReview
      contractType={contractType}
      contract={contract}
      downlineContracts={downlineContracts}
      currency={currency}
      terminationRequestedBy={terminating ? (waitingForMe ? 'upline' : 'downline') : null}
    />
  );
}

function UplineContractReview({
  contractType,
  contract,
  downlineContracts,
  currency,
  terminationRequestedBy,
}: UplineContractProps & { terminationRequestedBy: ContractParty | null }) {
  const actors = useFlowActors();
  const actorRef = useActorRef(contractMachine.provide(actors.contract), {
    input: {
      contractType,
      viewer: 'downline',
      contract,
      terminationRequestedBy,
      downlineContracts: downlineContracts.filter(inForce),
      // Only an upline proposes rates; this side never does.
      maxRate: topRate(contract.tiers),
    },
  });
  useRefreshOnEmit(actorRef, ['contractChanged', 'downlineContractsTerminated'], READS_AFTER_ANSWER);
  return <ContractReview actorRef={actorRef} currency={currency} />;
}
