import { ApiError } from '@portal/api-contract';
import { translateError } from '@portal/i18n';
import { ErrorState, type ErrorStateVariant, useTranslation } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

function variantOf(error: unknown): ErrorStateVariant {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return 'network';
    if (error.code === 'NETWORK_TIMEOUT') return 'timeout';
  }
  return 'generic';
}

/** A failed call as the kit's error state, in the person's language, with a retry. */
export function QueryError({
  error,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry?: () => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('errors');
  const variant = variantOf(error);
  const message =
    variant === 'generic' && error instanceof ApiError ? translateError(t, error.code) : undefined;
  return <ErrorState variant={variant} message={message} onRetry={onRetry} headingLevel={headingLevel} />;
}

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** What shows while the call runs (a skeleton shaped like the content). */
  loading: ReactNode;
  /** Shown instead of the content when the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  headingLevel?: 2 | 3 | 4;
  children: (data: T) => ReactNode;
}

/** The three states every server-backed section has: loading, error (with retry), empty, then content. */
export function QueryView<T>({ query, loading, empty, isEmpty, headingLevel, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined)
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} headingLevel={headingLevel} />
    );
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
