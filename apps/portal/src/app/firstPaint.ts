/** What `afterFirstContentfulPaint` reads of the page: a window, or a stand-in in tests. */
export interface PaintedPage {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  PerformanceObserver: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
}

/**
 * Resolves once the browser has painted the page's content (its first contentful paint). A hidden
 * tab paints nothing, so there, and where paint timing is not reported, it resolves at once.
 */
export function afterFirstContentfulPaint(page: PaintedPage = window): Promise<void> {
  return new Promise((resolve) => {
    const { document } = page;
    if (
      document.visibilityState === 'hidden' ||
      !page.PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new page.PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    }
    // Hidden before it painted: it paints only once shown again.
    document.addEventListener('visibilitychange', done);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the prerendered page in `root` has painted, or at once when `root` holds none
 * (the dev server's page, which paints nothing until the app renders it).
 */
export function afterPrerenderedPaint(root: Element | null, page: PaintedPage = window): Promise<void> {
  return root && root.childElementCount > 0 ? afterFirstContentfulPaint(page) : Promise.resolve();
}
