import type { PendingConfirmation } from '@portal/api-contract';
import { WithdrawalConfirmation } from '@portal/flows';
import { withdrawalConfirmationMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useTranslation } from '@portal/ui';
import { useRefreshOnEmit } from '../../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../../environment/environment';
import { PopupDialog } from '../../../../../popups/PopupDialog';
import { useFlowActors } from '../../../../../app/flowActors';

/** What an answered (or lapsed) confirmation changes: the waiting list and the account record. */
const confirmationReads = ['funds.pendingConfirmations', 'reports.account'] as const;

/** Hosts one withdrawal's confirmation machine; an answer (or the deadline) takes it off the list. */
export function ConfirmationDialog({
  confirmation,
  currency,
  onClose,
}: {
  confirmation: PendingConfirmation;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { now } = usePortalEnvironment();
  const actors = useFlowActors();
  const actorRef = useActorRef(withdrawalConfirmationMachine.provide(actors.withdrawalConfirmation), {
    input: { confirmation, now: now().getTime() },
  });
  useRefreshOnEmit(actorRef, ['receiptConfirmed', 'autoReceived'], confirmationReads);
  return (
    <PopupDialog title={t('withdrawalConfirmation.title')} onClose={onClose}>
      <WithdrawalConfirmation actorRef={actorRef} currency={currency} />
    </PopupDialog>
  );
}
