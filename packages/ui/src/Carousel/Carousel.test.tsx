import { act, fireEvent, screen } from '@testing-library/react';
import { createI18n } from '@portal/i18n';
import { defaultBrand } from '@portal/theme';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../Translation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ThemeProvider';
import { renderWithProviders } from '../testing';
import { Carousel, carouselPresets } from './Carousel';

const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

function current() {
  return screen.getByRole('button', { current: true }).getAttribute('aria-label');
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockImplementation((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('advances every interval and wraps round', () => {
    const onIndexChange = vi.fn();
    renderWithProviders(
      <Carousel
        label="Promotions"
        slides={slides}
        {...carouselPresets.banners}
        onIndexChange={onIndexChange}
      />,
    );
    expect(current()).toBe('Show slide 1 of 3');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe('Show slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('Show slide 2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 2, 0]);
  });

  it('uses the hot games interval', () => {
    renderWithProviders(
      <Carousel label="Hot" slides={slides} interval={carouselPresets.hotGames.interval} />,
    );
    act(() => vi.advanceTimersByTime(1200));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('pauses while hovered and resumes after', () => {
    renderWithProviders(<Carousel label="Promotions" slides={slides} interval={1000} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('pauses while focus is inside', () => {
    renderWithProviders(<Carousel label="Promotions" slides={slides} interval={1000} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('does not rotate under reduced motion, when paused, or with autoplay off', () => {
    mockReducedMotion(true);
    const { unmount } = renderWithProviders(<Carousel label="A" slides={slides} interval={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    expect(screen.queryByRole('button', { name: 'Stop the slideshow' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    const paused = renderWithProviders(<Carousel label="B" slides={slides} interval={1000} paused />);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    paused.unmount();

    renderWithProviders(<Carousel label="C" slides={slides} interval={1000} autoplay={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
  });

  it('stops and restarts with the stop/start button', () => {
    renderWithProviders(<Carousel label="Promotions" slides={slides} interval={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe('Show slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start the slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => screen.getByRole('button', { name: 'Stop the slideshow' }).blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(current()).toBe('Show slide 2 of 3');
  });

  it('moves with previous, next and dots, hiding the other slides', () => {
    renderWithProviders(<Carousel label="Promotions" slides={slides} autoplay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Show slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Show slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    const groups = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([true, false, true]);
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('draws a slide once it is next in line, and every slide a jump passes', () => {
    const five = ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => <p key={text}>{text}</p>);
    const drawn = () => ['One', 'Two', 'Three', 'Four', 'Five'].filter((text) => screen.queryByText(text));
    renderWithProviders(<Carousel label="Hot" slides={five} {...carouselPresets.hotGames} />);
    expect(drawn()).toEqual(['One', 'Two']);
    act(() => vi.advanceTimersByTime(1200));
    expect(drawn()).toEqual(['One', 'Two', 'Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5 of 5' }));
    expect(drawn()).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it("draws the current slide alone in the server's page, and the next once it has hydrated", () => {
    const carousel = <Carousel label="Hot" slides={slides} {...carouselPresets.hotGames} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <TranslationProvider i18n={createI18n({ lng: 'en' })}>
        <ThemeProvider brand={defaultBrand.name}>{carousel}</ThemeProvider>
      </TranslationProvider>,
    );
    expect(container.textContent).toContain('One');
    expect(container.textContent).not.toContain('Two');
    document.body.append(container);
    renderWithProviders(carousel, { container, hydrate: true });
    expect(screen.getByText('Two')).toBeInTheDocument();
    expect(screen.queryByText('Three')).toBeNull();
  });

  it('draws the slides a wrap round slides across', () => {
    const five = ['One', 'Two', 'Three', 'Four', 'Five'].map((text) => <p key={text}>{text}</p>);
    renderWithProviders(<Carousel label="Hot" slides={five} autoplay={false} />);
    expect(screen.queryByText('Four')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Show slide 5 of 5');
    for (const text of ['One', 'Two', 'Three', 'Four', 'Five'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});
