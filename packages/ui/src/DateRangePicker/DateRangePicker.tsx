import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './DateRangePicker.css';
import {
  datePresets,
  formatDisplayDate,
  isEndBeforeStart,
  presetRange,
  toIsoDate,
  type DateDisplayFormat,
  type DatePreset,
  type DateRange,
} from './dateRange';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/useControllableState';

export interface DateRangePickerProps {
  /** The legend; defaults to the translated "Date range". */
  legend?: ReactNode;
  value?: DateRange;
  defaultValue?: DateRange;
  onValueChange?: (range: DateRange) => void;
  /** The day presets count from, as 'yyyy-MM-dd'. Pass it in stories and tests; defaults to the local date. */
  today?: string;
  /** Which presets to offer, in order. */
  presets?: readonly DatePreset[];
  /** How the summary line writes dates. */
  displayFormat?: DateDisplayFormat;
  /** An error from the form (e.g. required); the end-before-start error is built in. */
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const emptyRange: DateRange = { start: '', end: '' };

/**
 * Two native date inputs (the platform picker is keyboard and screen-reader ready), preset
 * buttons that fill both, and a summary line in the chosen display format.
 */
export function DateRangePicker({
  legend,
  value,
  defaultValue = emptyRange,
  onValueChange,
  today,
  presets = datePresets,
  displayFormat = 'yyyy-MM-dd',
  error,
  disabled,
  className,
}: DateRangePickerProps) {
  const { t } = useTranslation(['forms', 'common']);
  const [range, update] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
    caller: 'DateRangePicker',
  });
  const reversed = isEndBeforeStart(range);
  const endError = reversed ? t('forms:dateRange.endBeforeStart') : error;
  const todayIso = today ?? toIsoDate(new Date());

  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled}>
      <legend className={styles.legend}>{legend ?? t('common:datePresets.label')}</legend>
      <ul className={styles.presets} aria-label={t('forms:dateRange.presets')}>
        {presets.map((preset) => {
          const presetValue = presetRange(preset, todayIso);
          const active = presetValue.start === range.start && presetValue.end === range.end;
          return (
            <li key={preset}>
              <Button
                variant={active ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={active}
                disabled={disabled}
                onClick={() => update(presetValue)}
              >
                {t(`common:datePresets.${preset}`)}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.inputs}>
        <TextField
          type="date"
          label={t('common:datePresets.startDate')}
          value={range.start}
          max={range.end || undefined}
          onChange={(event) => update({ ...range, start: event.target.value })}
        />
        <TextField
          type="date"
          label={t('common:datePresets.endDate')}
          value={range.end}
          min={range.start || undefined}
          error={endError}
          onChange={(event) => update({ ...range, end: event.target.value })}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        {range.start && range.end && !reversed
          ? t('forms:dateRange.summary', {
              start: formatDisplayDate(range.start, displayFormat),
              end: formatDisplayDate(range.end, displayFormat),
            })
          : null}
      </p>
    </fieldset>
  );
}
