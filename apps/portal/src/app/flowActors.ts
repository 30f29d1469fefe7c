import { createFlowActors, type FlowActors, type SharedReads } from '@portal/flows';
import { publicQuery } from '../api/contractQuery';
import { usePortalEnvironment, type PortalEnvironment } from './environment';

/**
 * An answer the page fetched this recently is current for a machine too: the status machine and
 * the announcements popup start right after the page asked for the same reads.
 */
const SHARED_READ_FRESH_MS = 5_000;

/** The machines' shared reads through the page's query cache: one call for both, in flight or just done. */
function sharedReadsOf({ api, queryClient, getLanguage }: PortalEnvironment): SharedReads {
  return {
    permission: () =>
      queryClient.fetchQuery({
        ...publicQuery(api, 'system.permission', undefined),
        staleTime: SHARED_READ_FRESH_MS,
      }),
    announcements: () =>
      queryClient.fetchQuery({
        ...publicQuery(api, 'system.announcements', {}, getLanguage()),
        staleTime: SHARED_READ_FRESH_MS,
      }),
  };
}

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
      sharedReads: sharedReadsOf(environment),
    });
    actorsByEnvironment.set(environment, actors);
  }
  return actors;
}

export function useFlowActors(): FlowActors {
  return flowActorsOf(usePortalEnvironment());
}
