import { createFlowActors, type FlowActors } from '@portal/flows';
import { shellMachineReads } from '../api/system';
import { usePortalEnvironment, type PortalEnvironment } from '../environment/environment';

const actorsByEnvironment = new WeakMap<PortalEnvironment, FlowActors>();

/**
 * The machines' actors over the environment's API client, session storage and cookies, one
 * provide-object per machine, made once per environment. Only code that loads after the first
 * paint imports this (the actors import xstate): the shell gets it from its machines' chunk.
 */
export function flowActorsOf(environment: PortalEnvironment): FlowActors {
  let actors = actorsByEnvironment.get(environment);
  if (!actors) {
    actors = createFlowActors(environment.api, {
      sessionStorage: environment.session,
      cookies: environment.cookies,
      merchantCode: environment.site.merchantCode,
      sharedReads: shellMachineReads(environment),
    });
    actorsByEnvironment.set(environment, actors);
  }
  return actors;
}

export function useFlowActors(): FlowActors {
  return flowActorsOf(usePortalEnvironment());
}
