import type { PlayerLimits } from '@portal/api-contract';
import { LimitsForm } from '@portal/flows';
import { limitsMachine } from '@portal/machines';
import { currencyFractionDigits } from '@portal/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useRefreshOnEmit } from '../api/contractQuery';
import { useFlowActors } from '../app/flowActors';

export interface LimitsEditorProps {
  limits: PlayerLimits;
  currency: string;
  /** A change was saved (in force now or after the cooling-off). */
  onSaved?: () => void;
}

/**
 * Hosts the limits machine and its form: the limits page and the offer after sign-up both use it.
 * A saved change fetches the limits again, so every view of them shows it.
 */
export function LimitsEditor({ limits, currency, onSaved }: LimitsEditorProps) {
  const actors = useFlowActors();
  const actorRef = useActorRef(limitsMachine.provide(actors.limits), {
    input: { limits, fractionDigits: currencyFractionDigits(currency) },
  });
  useRefreshOnEmit(actorRef, ['saved'], ['limits.get']);
  useEffect(() => {
    if (!onSaved) return undefined;
    const subscription = actorRef.on('saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actorRef, onSaved]);
  return <LimitsForm actorRef={actorRef} currency={currency} />;
}
