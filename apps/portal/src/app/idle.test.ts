import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchActivity, whenIdle } from './idle';

describe('whenIdle (something opening by itself over the page)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('runs at once when the person has not touched the page', () => {
    const run = vi.fn();
    whenIdle(run, { watch: watchActivity(window), quietMs: 3_000 });
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits until the page has been left alone for the quiet time after a click', () => {
    const watch = watchActivity(window);
    const run = vi.fn();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pointerup'));
    whenIdle(run, { watch, quietMs: 3_000 });
    vi.advanceTimersByTime(2_000);
    // Still at work: the wait starts again from the last key.
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(2_500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not open while a button is held down or the caret is in a field', () => {
    const watch = watchActivity(window);
    const run = vi.fn();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    whenIdle(run, { watch, quietMs: 3_000 });
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    field.blur();
    vi.advanceTimersByTime(3_300);
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled', () => {
    const watch = watchActivity(window);
    const run = vi.fn();
    window.dispatchEvent(new Event('keydown'));
    const cancel = whenIdle(run, { watch, quietMs: 3_000 });
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
  });
});
