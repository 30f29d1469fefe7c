import { pointSources, redeemStatuses } from '@portal/api-contract';
import { useSearchParams } from 'react-router';
import type { RecordsPaging } from '../../shared/records/RecordsView';
import { useAddressUpdate } from '../../shared/records/useRecordFilters';

export const pointMallTabs = ['goods', 'history', 'details'] as const;
export type PointMallTab = (typeof pointMallTabs)[number];
export type RedeemStatus = (typeof redeemStatuses)[number];
export type PointSource = (typeof pointSources)[number];

/** One list's filter and page, as RecordsView pages through them. */
export interface ListFilters<TFilter extends string> extends RecordsPaging {
  filter: TFilter | undefined;
  setFilter(filter: TFilter | undefined): void;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('pageNo'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function listFilters<TFilter extends string>(
  params: URLSearchParams,
  update: ReturnType<typeof useAddressUpdate>,
  name: string,
  values: readonly TFilter[],
): ListFilters<TFilter> {
  return {
    filter: values.find((value) => value === params.get(name)),
    pageNo: pageOf(params),
    valid: true,
    setFilter: (next) => update({ [name]: next, pageNo: undefined }),
    setPage: (pageNo) => update({ pageNo: pageNo > 1 ? String(pageNo) : undefined }),
  };
}

/**
 * The points mall's place in the address (`tab`, and the open list's `status` or `source` and
 * `pageNo`), so back, reload and a shared link show the same list. Another tab starts from its
 * own defaults: the last list's filter and page are dropped.
 */
export function usePointMallAddress() {
  const [params] = useSearchParams();
  const update = useAddressUpdate();
  const tab = pointMallTabs.find((candidate) => candidate === params.get('tab')) ?? 'goods';
  return {
    tab,
    setTab: (next: PointMallTab) =>
      update({
        tab: next === 'goods' ? undefined : next,
        status: undefined,
        source: undefined,
        pageNo: undefined,
      }),
    history: listFilters<RedeemStatus>(params, update, 'status', redeemStatuses),
    details: listFilters<PointSource>(params, update, 'source', pointSources),
  };
}
