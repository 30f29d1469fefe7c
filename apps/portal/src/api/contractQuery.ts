import type { ApiClient, BodyOf, EndpointById, EndpointId, QueryOf, ResponseOf } from '@portal/api-contract';
import {
  keepPreviousData,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { usePortalEnvironment } from '../app/environment';
import { usePortalQuery } from './queries';

/** Endpoints a signed-in page reads: token-authenticated GETs. */
export type SessionReadId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET'; auth: 'token' } ? TId : never;
}[EndpointId];

/** One-button session calls that move no money (money moves go through their machines). */
type SessionWriteId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET' } | { auth: 'none' } | { moneyMoving: true }
    ? never
    : TId;
}[EndpointId];

type SessionWrite<TId extends SessionWriteId> = (
  body: BodyOf<EndpointById<TId>>,
) => Promise<ResponseOf<EndpointById<TId>>>;

type SessionRead<TId extends SessionReadId> = (
  query: QueryOf<EndpointById<TId>>,
  options: { signal: AbortSignal },
) => Promise<ResponseOf<EndpointById<TId>>>;

/**
 * The query key of a session read: under `session` (a logout drops it), then the endpoint id and
 * the request, so a page never writes a key of its own and a money move can invalidate by id.
 */
export function sessionQueryKey<TId extends SessionReadId>(id: TId, query?: QueryOf<EndpointById<TId>>) {
  return query === undefined ? (['session', id] as const) : (['session', id, query] as const);
}

/** Reads one session endpoint by its contract id; the client loads the endpoint's group on first use. */
export function useSessionQuery<TId extends SessionReadId>(
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  options: { enabled?: boolean; keepPreviousPage?: boolean } = {},
): UseQueryResult<ResponseOf<EndpointById<TId>>> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    queryKey: sessionQueryKey(id, query),
    queryFn: ({ signal }) => sessionRead(api, id)(query, { signal }),
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    // Paging and filtering keep the last answer on screen until the next one arrives.
    ...(options.keepPreviousPage ? { placeholderData: keepPreviousData } : {}),
  }) as UseQueryResult<ResponseOf<EndpointById<TId>>>;
}

/** Fetches every read named again, whatever its request: after a write that changed what they show. */
export async function refreshSessionReads(
  queryClient: QueryClient,
  reads: readonly SessionReadId[],
): Promise<void> {
  await Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: sessionQueryKey(read) })));
}

/** What a money move the server took changes: the balance (header and summary), the counts, the record. */
export const readsAfterMoneyMove = ['wallet.balance', 'member.consolidated', 'reports.account'] as const;

/**
 * Fetches `reads` again each time `actorRef` emits one of `events` (a form machine's "the server
 * took it"), for as long as the caller is mounted.
 */
export function useRefreshOnEmit(
  actorRef: AnyActorRef,
  events: readonly string[],
  reads: readonly SessionReadId[],
): void {
  const queryClient = useQueryClient();
  const latestReads = useRef(reads);
  useEffect(() => {
    latestReads.current = reads;
  }, [reads]);
  const eventTypes = events.join(' ');
  useEffect(() => {
    const subscriptions = eventTypes
      .split(' ')
      .map((type) => actorRef.on(type, () => void refreshSessionReads(queryClient, latestReads.current)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, queryClient, eventTypes]);
}

/**
 * A one-button session call (mark read, claim): on success every read named in `invalidates` is
 * fetched again, whatever its request.
 */
export function useSessionMutation<TId extends SessionWriteId>(
  id: TId,
  { invalidates }: { invalidates: readonly SessionReadId[] },
): UseMutationResult<ResponseOf<EndpointById<TId>>, Error, BodyOf<EndpointById<TId>>> {
  const { api } = usePortalEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointById<TId>>) => clientFunction<SessionWrite<TId>>(api, id)(body),
    onSuccess: () => refreshSessionReads(queryClient, invalidates),
  });
}

function sessionRead<TId extends SessionReadId>(api: ApiClient, id: TId): SessionRead<TId> {
  return clientFunction<SessionRead<TId>>(api, id);
}

/** The client's function for a contract id: the id names exactly one, typed by its endpoint. */
function clientFunction<TFunction>(api: ApiClient, id: EndpointId): TFunction {
  const [group, name] = id.split('.') as [keyof ApiClient['api'], string];
  return (api.api[group] as unknown as Record<string, TFunction>)[name] as TFunction;
}
