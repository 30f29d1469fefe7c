import type { Promotion } from '@portal/api-contract';
import { ActivityApplyForm } from '@portal/flows';
import { activityApplyMachine } from '@portal/machines';
import { useActorRef } from '@xstate/react';
import { useRefreshOnEmit } from '../../../api/contractQuery';
import { useFlowActors } from '../../../app/flowActors';

export interface ActivityApplyProps {
  promotion: Pick<Promotion, 'promotionId' | 'title'>;
  form: NonNullable<Promotion['applyForm']>;
}

/** The application form on its machine with the real actors; once sent, the lists show Applying. */
export function ActivityApply({ promotion, form }: ActivityApplyProps) {
  const actors = useFlowActors();
  const actorRef = useActorRef(activityApplyMachine.provide(actors.activityApply), {
    input: { promotionId: promotion.promotionId, form },
  });
  useRefreshOnEmit(actorRef, ['applied'], ['promotions.mine', 'member.consolidated']);
  return <ActivityApplyForm actorRef={actorRef} title={promotion.title} />;
}
