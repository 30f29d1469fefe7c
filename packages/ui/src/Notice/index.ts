export { Notice, type NoticeProps } from './Notice';
export { BusyStatus, type BusyStatusProps } from './BusyStatus';
