import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { ScrollToTop } from './ScrollToTop';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('ScrollToTop', () => {
  let scrollSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollSpy = vi.fn();
    window.scrollTo = scrollSpy as unknown as typeof window.scrollTo;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      // Runs the frame at once; 0 tells the hook no frame is pending any more.
      callback(0);
      return 0;
    });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stays hidden until the page is scrolled past the threshold, and hides again at the top', () => {
    renderWithProviders(<ScrollToTop threshold={300} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => scrollTo(300));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => scrollTo(301));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => scrollTo(0));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows in the first frame when the page is already scrolled when it mounts', () => {
    const frames: FrameRequestCallback[] = [];
    vi.mocked(window.requestAnimationFrame).mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    renderWithProviders(<ScrollToTop />);
    // Mounting reads no layout (a read during React's commit forces one); the frame does.
    expect(screen.queryByRole('button')).toBeNull();
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('follows the visible prop instead of the scroll position', () => {
    const { rerender } = renderWithProviders(<ScrollToTop visible />);
    expect(screen.getByRole('button')).toBeInTheDocument();
    act(() => scrollTo(5000));
    rerender(<ScrollToTop visible={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('scrolls smoothly to the top from the keyboard', async () => {
    mockReducedMotion(false);
    const user = userEvent.setup();
    const onScrollTop = vi.fn();
    renderWithProviders(<ScrollToTop visible onScrollTop={onScrollTop} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(onScrollTop).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation when reduced motion is preferred', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderWithProviders(<ScrollToTop visible />);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProviders(<ScrollToTop />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
