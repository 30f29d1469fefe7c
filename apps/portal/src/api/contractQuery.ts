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
import { usePortalEnvironment } from '../environment/environment';
import { usePortalQuery } from './portalQuery';

/** Endpoints anyone reads, signed in or not: GETs without a token. */
export type PublicReadId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET'; auth: 'none' } ? TId : never;
}[EndpointId];

/** Endpoints a signed-in page reads: token-authenticated GETs. */
export type SessionReadId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET'; auth: 'token' } ? TId : never;
}[EndpointId];

/** Every call that needs the token: the session reads, and a call kept as a query (a game's launch). */
type SessionCallId = {
  [TId in EndpointId]: EndpointById<TId> extends { auth: 'token' } ? TId : never;
}[EndpointId];

/** One-button session calls that move no money (money moves go through their machines). */
type SessionWriteId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET' } | { auth: 'none' } | { moneyMoving: true }
    ? never
    : TId;
}[EndpointId];

/** What a call is asked: a read's query, any other call's body. */
type RequestOfId<TId extends EndpointId> =
  EndpointById<TId> extends { method: 'GET' } ? QueryOf<EndpointById<TId>> : BodyOf<EndpointById<TId>>;

type SessionWrite<TId extends SessionWriteId> = (
  body: BodyOf<EndpointById<TId>>,
) => Promise<ResponseOf<EndpointById<TId>>>;

type ContractRead<TId extends PublicReadId | SessionReadId> = (
  query: QueryOf<EndpointById<TId>>,
  options: { signal: AbortSignal },
) => Promise<ResponseOf<EndpointById<TId>>>;

/**
 * A query key made of what the call is: its scope, its endpoint id and its request, so no page
 * writes a key of its own and a write can name the reads it changes by id. An answer in the
 * visitor's language (the client sends it with every call) carries the language last, so a
 * change of language fetches it again.
 */
function contractQueryKey(
  scope: 'public' | 'session',
  id: EndpointId,
  request: unknown,
  language: string | undefined,
): readonly unknown[] {
  if (language !== undefined) return [scope, id, request ?? null, language];
  return request === undefined ? [scope, id] : [scope, id, request];
}

/** The key all of the session's answers sit under: a logout removes them by it. */
export const allSessionQueries: readonly unknown[] = ['session'];

/** The query key of a read anyone may make: under `public`, which outlives a logout. */
export function publicQueryKey<TId extends PublicReadId>(
  id: TId,
  query?: QueryOf<EndpointById<TId>>,
  language?: string,
): readonly unknown[] {
  return contractQueryKey('public', id, query, language);
}

/**
 * The query key of a call made with the token: under `session`, so a logout drops every one at
 * once; without a request, the key of all of that endpoint's answers (to fetch them again).
 */
export function sessionQueryKey<TId extends SessionCallId>(
  id: TId,
  request?: RequestOfId<TId>,
  language?: string,
): readonly unknown[] {
  return contractQueryKey('session', id, request, language);
}

/** Key and fetch of one public read, for a hook, a prefetch or a fetch outside React. */
export function publicQuery<TId extends PublicReadId>(
  api: ApiClient,
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  language?: string,
) {
  return contractRead('public', api, id, query, language);
}

/** Key and fetch of one session read, for a hook, a prefetch or a fetch outside React. */
export function sessionQuery<TId extends SessionReadId>(
  api: ApiClient,
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  language?: string,
) {
  return contractRead('session', api, id, query, language);
}

function contractRead<TId extends PublicReadId | SessionReadId>(
  scope: 'public' | 'session',
  api: ApiClient,
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  language: string | undefined,
) {
  return {
    queryKey: contractQueryKey(scope, id, query, language),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      clientFunction<ContractRead<TId>>(api, id)(query, { signal }),
  };
}

interface ReadOptions {
  enabled?: boolean;
  /** Paging and filtering keep the last answer on screen until the next one arrives. */
  keepPreviousPage?: boolean;
  staleTime?: number;
  /** The answer is in the visitor's language: a change of language fetches it again. */
  language?: string;
}

function readOptions({ enabled, keepPreviousPage, staleTime }: ReadOptions) {
  return {
    ...(enabled === undefined ? {} : { enabled }),
    ...(keepPreviousPage ? { placeholderData: keepPreviousData } : {}),
    ...(staleTime === undefined ? {} : { staleTime }),
  };
}

/** Reads one public endpoint by its contract id; the client loads the endpoint's group on first use. */
export function usePublicQuery<TId extends PublicReadId>(
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  options: ReadOptions = {},
): UseQueryResult<ResponseOf<EndpointById<TId>>> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    ...publicQuery(api, id, query, options.language),
    ...readOptions(options),
  }) as UseQueryResult<ResponseOf<EndpointById<TId>>>;
}

/** Reads one session endpoint by its contract id; the client loads the endpoint's group on first use. */
export function useSessionQuery<TId extends SessionReadId>(
  id: TId,
  query: QueryOf<EndpointById<TId>>,
  options: ReadOptions = {},
): UseQueryResult<ResponseOf<EndpointById<TId>>> {
  const { api } = usePortalEnvironment();
  return usePortalQuery({
    ...sessionQuery(api, id, query, options.language),
    ...readOptions(options),
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

/** The client's function for a contract id: the id names exactly one, typed by its endpoint. */
function clientFunction<TFunction>(api: ApiClient, id: EndpointId): TFunction {
  const [group, name] = id.split('.') as [keyof ApiClient['api'], string];
  return (api.api[group] as unknown as Record<string, TFunction>)[name] as TFunction;
}
