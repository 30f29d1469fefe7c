import type { ApiClient } from '@portal/api-contract';
import { agentActors } from './agent';
import { authActors } from './auth';
import { protectionActors } from './protection';
import { rewardsActors } from './rewards';
import { flowActorContext, type FlowActorDeps } from './shared';
import { shellActors } from './shell';
import { walletActors } from './wallet';

/**
 * Every machine's actors over the wretch client of `@portal/api-contract`: one provide-object per
 * machine, for `loginMachine.provide(actors.login)`. Calls reject with the client's `ApiError`,
 * whose code, server message, captcha demand, retry-after, field issues and second-verification
 * challenge are exactly what the machines' `toFailure` reads, so errors reach them unchanged.
 */
export function createFlowActors(client: ApiClient, deps: FlowActorDeps) {
  const context = flowActorContext(client, deps);
  return {
    ...authActors(context),
    ...shellActors(context),
    ...agentActors(context),
    ...walletActors(context),
    ...protectionActors(context),
    ...rewardsActors(context),
  };
}

/** The provide-objects `createFlowActors` returns, one per machine of `machineCatalog`. */
export type FlowActors = ReturnType<typeof createFlowActors>;
