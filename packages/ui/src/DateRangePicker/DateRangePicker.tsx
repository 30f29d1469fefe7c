import { type ReactNode } from 'react';
import { useTranslation } from '../Translation';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextField } from '../TextField';
import { cx } from '../internal/cx';
import { useField } from '../internal/useField';
import { useControllableState } from '../internal/useControllableState';
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

export interface DateRangePickerProps {
  /** The legend; defaults to the translated "Date range". */
  legend?: ReactNode;
  /** Help text under the legend; describes the group. */
  hint?: ReactNode;
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
  /** Both dates must be given; the legend says so. */
  required?: boolean;
  /** A known id for the fieldset; the date inputs' ids are built from it. */
  id?: string;
  /** Styles the field's outermost element (the fieldset). */
  className?: string;
}

const emptyRange: DateRange = { start: '', end: '' };

/**
 * Two native date inputs (the platform picker is keyboard and screen-reader ready), preset
 * buttons that fill both, and a summary line in the chosen display format.
 */
export function DateRangePicker({
  legend,
  hint,
  value,
  defaultValue = emptyRange,
  onValueChange,
  today,
  presets = datePresets,
  displayFormat = 'yyyy-MM-dd',
  error,
  disabled,
  required = false,
  id,
  className,
}: DateRangePickerProps) {
  const { t } = useTranslation(['forms', 'common']);
  const [range, update] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
    caller: 'DateRangePicker',
  });
  const { controlId, hintId, errorId, control } = useField({ id, hint, error });
  const reversed = isEndBeforeStart(range);
  // A form error about the range marks both dates invalid (spread: undefined would unset it).
  const groupInvalid = error ? { 'aria-invalid': true } : {};
  const todayIso = today ?? toIsoDate(new Date());

  return (
    <fieldset
      id={controlId}
      className={cx(styles.fieldset, className)}
      disabled={disabled}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
    >
      <legend className={styles.legend}>
        {legend ?? t('common:datePresets.label')}
        {required ? <FormField.RequiredMarker /> : null}
      </legend>
      {hint ? <FormField.Hint id={hintId}>{hint}</FormField.Hint> : null}
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
          id={`${controlId}-start`}
          type="date"
          label={t('common:datePresets.startDate')}
          required={required}
          {...groupInvalid}
          value={range.start}
          max={range.end || undefined}
          onChange={(event) => update({ ...range, start: event.target.value })}
        />
        <TextField
          id={`${controlId}-end`}
          type="date"
          label={t('common:datePresets.endDate')}
          required={required}
          {...groupInvalid}
          value={range.end}
          min={range.start || undefined}
          error={reversed ? t('forms:dateRange.endBeforeStart') : undefined}
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
      <FormField.Error id={errorId}>{error}</FormField.Error>
    </fieldset>
  );
}
