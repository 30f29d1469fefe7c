import type { DownlineTransferDirection } from '@portal/api-contract/validation';
import { DownlineTransferForm } from '@portal/flows';
import { downlineTransferMachine } from '@portal/machines';
import { Button, currencyFractionDigits, Notice, Skeleton, useTranslation } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { readsAfterMoneyMove, useRefreshOnEmit, useSessionQuery } from '../../../../../api/contractQuery';
import { PopupDialog } from '../../../../../popups/PopupDialog';
import { memberPage, useLinkProps } from '../../../../../routes/links';
import { QueryView } from '../../../../../blocks/QueryView';
import * as screen from '../../../../../blocks/Screen.css';
import { useFlowActors } from '../../../../../app/flowActors';

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
 * A transfer to, or a recall from, one downline, in a dialog over the list. Both take the agent's
 * withdraw password: an agent without one is sent to the security centre to set one first.
 */
export function DownlineMoveDialog(props: DownlineMoveDialogProps) {
  const { t } = useTranslation('wallet');
  const options = useSessionQuery('funds.withdrawOptions', undefined);
  return (
    <PopupDialog title={t(`downlineTransfer.title.${props.direction}`)} onClose={props.onClose}>
      <QueryView query={options} loading={<Skeleton shape="block" blockSize="280px" />}>
        {({ hasWithdrawPassword }) =>
          hasWithdrawPassword ? <DownlineMoveHost {...props} /> : <NoWithdrawPassword />
        }
      </QueryView>
    </PopupDialog>
  );
}

function NoWithdrawPassword() {
  const { t } = useTranslation('wallet');
  const setPassword = useLinkProps(memberPage('securityCenter'));
  return (
    <div className={screen.panel}>
      <Notice tone="warning">{t('downlineTransfer.noWithdrawPassword')}</Notice>
      <div>
        <Button asChild>
          <a {...setPassword}>{t('uplineTransfer.setWithdrawPassword')}</a>
        </Button>
      </div>
    </div>
  );
}

/**
 * Hosts the move's machine: the amount is checked against what the page reads now; a move the
 * server took refreshes the wallet (header and page) and the list.
 */
function DownlineMoveHost({ direction, downline, available, currency }: DownlineMoveDialogProps) {
  const actors = useFlowActors();
  // Names this form's submissions in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(downlineTransferMachine.provide(actors.downlineTransfer), {
    input: { direction, downline, available, fractionDigits: currencyFractionDigits(currency), formId },
  });
  useEffect(() => {
    actorRef.send({ type: 'AVAILABLE_CHANGED', available });
  }, [actorRef, available]);
  useRefreshOnEmit(actorRef, ['moved'], readsAfterDownlineMove);
  return <DownlineTransferForm actorRef={actorRef} currency={currency} />;
}
