import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Skeleton />);
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders one bar per text line', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    expect(container.querySelector('[data-skeleton]')?.children).toHaveLength(3);
  });

  it('takes a known size', () => {
    const { container } = renderWithProviders(<Skeleton shape="block" inlineSize="8em" blockSize="4em" />);
    const bar = container.querySelector<HTMLElement>('[data-skeleton]');
    expect(bar?.style.inlineSize).toBe('8em');
    expect(bar?.style.blockSize).toBe('4em');
  });
});
