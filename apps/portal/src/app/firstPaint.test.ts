import { describe, expect, it } from 'vitest';
import { afterFirstContentfulPaint, afterPrerenderedPaint, type PaintedPage } from './firstPaint';

/** A page whose paints and visibility the test drives. */
function page({ hidden = false, paintTiming = true } = {}) {
  const document = Object.assign(new EventTarget(), {
    visibilityState: (hidden ? 'hidden' : 'visible') as DocumentVisibilityState,
  });
  const observers = new Set<PerformanceObserverCallback>();
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const callback of observers)
      callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const painted: PaintedPage = { document, PerformanceObserver: FakeObserver };
  return { painted, paint, hide, observing: () => observers.size };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('after the first contentful paint', () => {
  it('waits for the first contentful paint, not for the first paint', async () => {
    const { painted, paint, observing } = page();
    const wait = afterFirstContentfulPaint(painted);
    paint('first-paint');
    expect(await settled(wait)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(wait)).toBe(true);
    expect(observing()).toBe(0);
  });

  it('starts at once in a hidden tab, which paints nothing', async () => {
    expect(await settled(afterFirstContentfulPaint(page({ hidden: true }).painted))).toBe(true);
  });

  it('starts when the tab is hidden before it painted', async () => {
    const { painted, hide, observing } = page();
    const wait = afterFirstContentfulPaint(painted);
    expect(await settled(wait)).toBe(false);
    hide();
    expect(await settled(wait)).toBe(true);
    expect(observing()).toBe(0);
  });

  it('starts at once where the browser reports no paint timing', async () => {
    expect(await settled(afterFirstContentfulPaint(page({ paintTiming: false }).painted))).toBe(true);
  });

  it('waits only where a prerendered page is there to paint', async () => {
    const root = document.createElement('div');
    root.append(document.createComment('portal-app'));
    expect(await settled(afterPrerenderedPaint(root, page().painted))).toBe(true);
    root.append(document.createElement('header'));
    expect(await settled(afterPrerenderedPaint(root, page().painted))).toBe(false);
  });
});
