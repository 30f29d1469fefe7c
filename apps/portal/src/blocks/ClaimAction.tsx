import { ClaimButton, type ClaimButtonProps } from '@portal/flows';
import { claimMachine, type ClaimTarget } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { readsAfterMoneyMove, useRefreshOnEmit, type SessionReadId } from '../api/contractQuery';
import { redCountReads } from '../api/redCounts';
import { useFlowActors } from '../app/flowActors';

export interface ClaimActionProps {
  /** The reward this button claims. */
  target: ClaimTarget;
  /** What the button says: "Claim", "Open", "Draw"… */
  label: string;
  /** ISO 4217 code of the merchant's currency. */
  currency: string;
  /** The page's own reads a claim changes (its list of rewards), fetched again after it. */
  reads?: readonly SessionReadId[];
  /** Spans the card at the size of its other actions. */
  fullWidth?: boolean;
  size?: ClaimButtonProps['size'];
}

/**
 * One reward's claim on the claim machine with the real actors: each claim shown has its own key,
 * and a claim paid refreshes the balance (header and summary), the counts, the account record
 * and the page's own `reads`.
 */
export function ClaimAction({
  target,
  label,
  currency,
  reads = [],
  fullWidth = false,
  size,
}: ClaimActionProps) {
  const actors = useFlowActors();
  // Names this claim's presses in their Idempotency-Keys.
  const [formId] = useState(() => crypto.randomUUID());
  const actorRef = useActorRef(claimMachine.provide(actors.claim), { input: { target, formId } });
  // A claim moves money and changes a red count (the reward's or the mission's); each read once.
  useRefreshOnEmit(actorRef, ['claimed'], [...new Set([...readsAfterMoneyMove, ...redCountReads, ...reads])]);
  return (
    <ClaimButton actorRef={actorRef} label={label} currency={currency} fullWidth={fullWidth} size={size} />
  );
}
