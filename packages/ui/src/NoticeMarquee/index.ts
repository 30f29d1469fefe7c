export { NoticeMarquee, type MarqueeNotice, type NoticeMarqueeProps } from './NoticeMarquee';
