import { DateRangePicker, Select, useTranslation } from '@portal/ui';
import type { RecordFilters } from './useRecordFilters';

/** The value the "all" option carries (a select option cannot be empty). */
const ALL = 'ALL';

/** The period of a records page: two dates and the last 7 and 30 days (SPEC §9). */
export function PeriodField<TFilter extends string>({ filters }: { filters: RecordFilters<TFilter> }) {
  return (
    <DateRangePicker
      value={filters.range}
      onValueChange={filters.setRange}
      today={filters.today}
      presets={['previous7Days', 'previous30Days']}
    />
  );
}

export interface FilterSelectProps<TFilter extends string> {
  label: string;
  options: readonly { value: TFilter; label: string }[];
  filters: RecordFilters<TFilter>;
}

/** A page's one extra filter, "All" first; the choice is kept in the address by `filters`. */
export function FilterSelect<TFilter extends string>({
  label,
  options,
  filters,
}: FilterSelectProps<TFilter>) {
  const { t } = useTranslation('common');
  return (
    <Select
      label={label}
      value={filters.filter ?? ALL}
      onValueChange={(value) => filters.setFilter(options.find((option) => option.value === value)?.value)}
      options={[{ value: ALL, label: t('status.all') }, ...options]}
    />
  );
}
