import { SmsCountdownButton, type TypedMobile } from '@portal/flows';
import { smsCountdownMachine, type SmsCountdownInput } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useContactSupport } from './support';
import { useFlowActors } from '../app/flowActors';

/** The send-code button beside an SMS code field, on its own countdown actor with the real send call. */
export function SmsCodeButton({ input, ...mobile }: TypedMobile & { input: SmsCountdownInput }) {
  const actors = useFlowActors();
  const contactSupport = useContactSupport();
  const actorRef = useActorRef(smsCountdownMachine.provide(actors.smsCountdown), { input });
  return <SmsCountdownButton actorRef={actorRef} onContactSupport={contactSupport} {...mobile} />;
}
