import type { ApiClient, EndpointById, EndpointId, QueryOf, ResponseOf } from '@portal/api-contract';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { usePortalEnvironment } from '../app/environment';
import { usePortalQuery } from './queries';

/** Endpoints a signed-in page reads: token-authenticated GETs. */
type SessionReadId = {
  [TId in EndpointId]: EndpointById<TId> extends { method: 'GET'; auth: 'token' } ? TId : never;
}[EndpointId];

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

function sessionRead<TId extends SessionReadId>(api: ApiClient, id: TId): SessionRead<TId> {
  const [group, name] = id.split('.') as [keyof ApiClient['api'], string];
  // The id names exactly one function of the client; its type is the endpoint's.
  return (api.api[group] as unknown as Record<string, SessionRead<TId>>)[name] as SessionRead<TId>;
}
