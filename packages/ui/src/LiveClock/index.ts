export { LiveClock, type LiveClockProps } from './LiveClock';
export { formatClockTime, formatGmtOffset, localOffsetMinutes } from './formatClock';
