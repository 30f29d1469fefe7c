export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  dateDisplayFormats,
  datePresets,
  isEndBeforeStart,
  isIsoDate,
  presetRange,
  toIsoDate,
  type DateDisplayFormat,
  type DatePreset,
  type DateRange,
} from './dateRange';
