export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  addDays,
  dateDisplayFormats,
  datePresets,
  formatDisplayDate,
  isEndBeforeStart,
  isIsoDate,
  presetRange,
  toIsoDate,
  type DateDisplayFormat,
  type DatePreset,
  type DateRange,
} from './dateRange';
