import {
  consolidatedContractFields,
  pendingContractRequests,
  type AgentContract,
  type ContractInfo,
  type ContractType,
} from '@portal/api-contract';
import { ContractReview } from '@portal/flows';
import { contractMachine, contractTypes, topRate } from '@portal/machines';
import { EmptyState, ErrorState, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { refreshSessionReads, useSessionQuery } from '../api/contractQuery';
import { useConsolidated } from '../api/member';
import { usePortalEnvironment } from '../environment/environment';
import type { PopupRendererProps } from '../app/popups';
import { useSession, useSessionActor } from '../app/session';
import { SESSION_KEYS, writeJson } from '../site/storage';
import { useCurrency } from '../app/currency';
import { requestKeys } from './ContractDriver';
import { PopupDialog, PopupLoading } from './PopupDialog';
import * as styles from './popups.css';
import { useFlowActors } from '../app/flowActors';

/** The viewer's active contracts with their own downlines: accepting a lower rate ends those paid more. */
function useDownlineContracts(contractType: ContractType, agent: boolean) {
  return useSessionQuery(
    'agent.contracts',
    { contractType, role: 'downline', status: 'ACTIVE' },
    { enabled: agent },
  );
}

const awaitingAnswer = (contract: AgentContract) =>
  contract.status === 'PENDING' || contract.status === 'TERMINATION_REQUESTED';

interface ContractRequestProps {
  contractType: ContractType;
  info: ContractInfo;
  downlineContracts: readonly AgentContract[];
  currency: string;
  onChanged: () => void;
}

/** One request on the contract machine with the real actors; a refetched info moves it along. */
function ContractRequest({
  contractType,
  info,
  downlineContracts,
  currency,
  onChanged,
}: ContractRequestProps) {
  const actors = useFlowActors();
  const shown = info.pendingRequest ?? info.contract;
  const terminationRequestedBy = info.pendingRequest?.status === 'TERMINATION_REQUESTED' ? 'upline' : null;
  const actorRef = useActorRef(contractMachine.provide(actors.contract), {
    input: {
      contractType,
      viewer: 'downline',
      contract: shown,
      // A termination request listed as pending waits for this member: the upline asked.
      terminationRequestedBy,
      downlineContracts,
      // Only an upline proposes rates; the offer's own rate bounds nothing here.
      maxRate: shown ? topRate(shown.tiers) : 0,
    },
  });
  useEffect(() => {
    const subscription = actorRef.on('contractChanged', onChanged);
    return () => subscription.unsubscribe();
  }, [actorRef, onChanged]);

  // The consolidated info changed elsewhere (answered in another tab, withdrawn by the upline); an
  // answer given here stays on screen when the refetched info no longer lists the request.
  useEffect(() => {
    const known = actorRef.getSnapshot().context.contract;
    if (known?.contractId === shown?.contractId && known?.status === shown?.status) return;
    if (!shown && known && !awaitingAnswer(known)) return;
    actorRef.send({ type: 'CONTRACT_UPDATED', contract: shown, terminationRequestedBy });
  }, [actorRef, shown, terminationRequestedBy]);

  return <ContractReview actorRef={actorRef} currency={currency} />;
}

function ContractRequestRow(props: Omit<ContractRequestProps, 'downlineContracts'> & { agent: boolean }) {
  const { agent, ...rest } = props;
  const downlines = useDownlineContracts(rest.contractType, agent);
  // The conflict check needs the agent's downline contracts before the machine starts.
  if (agent && !downlines.data && !downlines.isError) return <PopupLoading />;
  return <ContractRequest {...rest} downlineContracts={downlines.data ?? []} />;
}

/** The consolidated contract info popup: every request waiting for this member, to accept or reject. */
export function ContractPopup({ close }: PopupRendererProps<'contract'>) {
  const { t } = useTranslation(['nav', 'agent']);
  const { view } = useSession();
  const actor = useSessionActor();
  const { queryClient, session } = usePortalEnvironment();
  const currency = useCurrency();
  const consolidated = useConsolidated(true);
  const contracts = consolidated.data?.contracts ?? null;
  // A request answered here stays in the list with its outcome until the popup closes (state
  // adjusted while rendering, as React advises for what follows from props).
  const [shownTypes, setShownTypes] = useState<readonly ContractType[]>([]);
  const pendingTypes = contracts
    ? pendingContractRequests(contracts).map((request) => request.contractType)
    : [];
  if (pendingTypes.some((type) => !shownTypes.includes(type))) {
    setShownTypes(contractTypes.filter((type) => shownTypes.includes(type) || pendingTypes.includes(type)));
  }

  const onChanged = useCallback(() => {
    // The requests and the viewer's own contracts with its downlines, which an answer may end.
    void refreshSessionReads(queryClient, ['member.consolidated', 'agent.contracts']);
    // The session's pending-contract flag follows from its own loads.
    actor?.send({ type: 'RELOAD' });
  }, [queryClient, actor]);

  // Closed, the requests listed now stay closed for the session; a new one opens the popup again.
  const closeAndRemember = () => {
    writeJson(session, SESSION_KEYS.dismissedContractRequests, requestKeys(contracts));
    close();
  };

  return (
    <PopupDialog
      title={t('nav:memberMenu.contractRequests')}
      onClose={closeAndRemember}
      size="lg"
      titleNamesFlow={false}
      bodyAfterFrame
    >
      {consolidated.isError ? (
        <ErrorState onRetry={() => void consolidated.refetch()} headingLevel={3} />
      ) : !consolidated.data || !currency ? (
        <PopupLoading />
      ) : !contracts || shownTypes.length === 0 ? (
        <EmptyState icon="info" headingLevel={3} title={t('agent:contracts.empty')} />
      ) : (
        <div className={styles.stack}>
          {shownTypes.map((contractType) => (
            <ContractRequestRow
              key={contractType}
              contractType={contractType}
              info={contracts[consolidatedContractFields[contractType].info]}
              agent={view.kind === 'agent'}
              currency={currency}
              onChanged={onChanged}
            />
          ))}
        </div>
      )}
    </PopupDialog>
  );
}
