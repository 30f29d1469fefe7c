export {
  ScrollToTop,
  SCROLL_TO_TOP_THRESHOLD,
  scrollPageToTop,
  scrollToTopPositions,
  type ScrollToTopProps,
} from './ScrollToTop';
