import { useSearchParams } from 'react-router';
import type { RecordsPaging } from '../../../../shared/records/RecordsView';
import { useAddressUpdate } from '../../../../shared/records/useRecordFilters';

export interface DownlineFilters extends RecordsPaging {
  /** Part of an account name, or undefined for everyone. */
  account: string | undefined;
  directOnly: boolean;
  setAccount(account: string | undefined): void;
  setDirectOnly(directOnly: boolean): void;
}

/**
 * The downline list's search, "direct members only" and page, kept in the address (`account`,
 * `directOnly`, `pageNo`) like the records' filters; a new search or toggle goes back to page 1.
 */
export function useDownlineFilters(): DownlineFilters {
  const [params] = useSearchParams();
  const update = useAddressUpdate();
  const account = params.get('account')?.trim() || undefined;
  const pageParam = Number(params.get('pageNo'));
  return {
    account,
    directOnly: params.get('directOnly') === 'true',
    pageNo: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
    valid: true,
    setAccount: (next) => update({ account: next?.trim() || undefined, pageNo: undefined }),
    setDirectOnly: (next) => update({ directOnly: next ? 'true' : undefined, pageNo: undefined }),
    setPage: (pageNo) => update({ pageNo: pageNo > 1 ? String(pageNo) : undefined }),
  };
}
