export { LiveClock, type LiveClockProps } from './LiveClock';
