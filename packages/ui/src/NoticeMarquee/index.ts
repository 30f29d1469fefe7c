export { NoticeMarquee, marqueeDuration, type MarqueeNotice, type NoticeMarqueeProps } from './NoticeMarquee';
