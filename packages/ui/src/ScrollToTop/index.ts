export {
  ScrollToTop,
  SCROLL_TO_TOP_THRESHOLD,
  scrollToTopPositions,
  type ScrollToTopProps,
} from './ScrollToTop';
