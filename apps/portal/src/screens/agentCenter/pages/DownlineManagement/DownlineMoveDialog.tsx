import type { DownlineTransferDirection } from '@portal/api-contract/validation';
import { DownlineTransferForm } from '@portal/flows';
import { downlineTransferMachine } from '@portal/machines';
import { currencyFractionDigits } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readsAfterMoneyMove, useRefreshOnEmit } from '../../../../api/contractQuery';
import { usePortalEnvironment } from '../../../../app/environment';
import { PopupDialog } from '../../../../popups/PopupDialog';

/** What a money move with a downline changes besides the agent's wallet: the downline's balance. */
const readsAfterDownlineMove = [...readsAfterMoneyMove, 'agent.teamMembers'] as const;

export interface DownlineMove {
  direction: DownlineTransferDirection;
  downline: string;
}

export interface DownlineMoveDialogProps extends DownlineMove {
  /** What the giving side holds as the page last read it: the agent's wallet, or the downline's. */
  available: number;
  currency: string;
  onClose: () => void;
}

/**
 * A transfer to, or a recall from, one downline, in a dialog over the list. The amount is checked
 * against what the page reads now; a move the server took refreshes the wallet (header and page)
 * and the list.
 */
export function DownlineMoveDialog({
  direction,
  downline,
  available,
  currency,
  onClose,
}: DownlineMoveDialogProps) {
  const { t } = useTranslation('wallet');
  const { actors } = usePortalEnvironment();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(downlineTransferMachine.provide(actors.downlineTransfer), {
    input: { direction, downline, available, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useEffect(() => {
    actorRef.send({ type: 'AVAILABLE_CHANGED', available });
  }, [actorRef, available]);
  useRefreshOnEmit(actorRef, ['moved'], readsAfterDownlineMove);
  return (
    <PopupDialog title={t(`downlineTransfer.title.${direction}`)} onClose={onClose}>
      <DownlineTransferForm actorRef={actorRef} currency={currency} />
    </PopupDialog>
  );
}
