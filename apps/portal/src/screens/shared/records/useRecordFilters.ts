import {
  isEndBeforeStart,
  isIsoDate,
  presetRange,
  toIsoDate,
  type DatePreset,
  type DateRange,
} from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalEnvironment } from '../../../environment/environment';

export interface RecordFilters<TFilter extends string> {
  range: DateRange;
  pageNo: number;
  /** The page's one extra filter (a game type, a record type), undefined for "all". */
  filter: TFilter | undefined;
  /** False while the range cannot be asked for (the end before the start). */
  valid: boolean;
  today: string;
  setRange(range: DateRange): void;
  setPage(pageNo: number): void;
  setFilter(filter: TFilter | undefined): void;
}

/**
 * A records page's filters, kept in the address (`startDate`, `endDate`, `pageNo` and one named
 * filter) beside the page id, so back, reload and a shared link show the same records. Missing or
 * malformed values fall back to the last 7 days (SPEC §9) or the page's `defaultPreset`, page 1 and
 * "all"; changing a filter goes back to page 1.
 */
export function useRecordFilters<TFilter extends string = never>(
  extra: { name: string; values: readonly TFilter[] } | null = null,
  { defaultPreset = 'previous7Days' }: { defaultPreset?: DatePreset } = {},
): RecordFilters<TFilter> {
  const [params] = useSearchParams();
  const { now } = usePortalEnvironment();
  const today = toIsoDate(now());
  const startParam = params.get('startDate') ?? '';
  const endParam = params.get('endDate') ?? '';
  const pageParam = Number(params.get('pageNo'));
  const filterParam = extra ? params.get(extra.name) : null;

  const range = useMemo<DateRange>(
    () =>
      isIsoDate(startParam) && isIsoDate(endParam)
        ? { start: startParam, end: endParam }
        : presetRange(defaultPreset, today),
    [startParam, endParam, today, defaultPreset],
  );
  const filter = extra?.values.find((value) => value === filterParam);

  const update = useAddressUpdate();

  return {
    range,
    pageNo: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
    filter,
    valid: !isEndBeforeStart(range),
    today,
    setRange: (next) => update({ startDate: next.start, endDate: next.end, pageNo: undefined }),
    setPage: (pageNo) => update({ pageNo: pageNo > 1 ? String(pageNo) : undefined }),
    setFilter: (next) => {
      if (extra) update({ [extra.name]: next, pageNo: undefined });
    },
  };
}

/**
 * Changes some of the address's search params in place (undefined removes one), keeping the others
 * (the page id) and the history entry: a filter changed is not a page to go back to.
 */
export function useAddressUpdate(): (changes: Record<string, string | undefined>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes))
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
