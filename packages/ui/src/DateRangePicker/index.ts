export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  dateDisplayFormats,
  datePresets,
  type DateDisplayFormat,
  type DatePreset,
  type DateRange,
} from './dateRange';
