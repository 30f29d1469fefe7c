import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { CountBadge, badgeText } from './CountBadge';

describe('badgeText', () => {
  it('is empty at zero and below, caps at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });
});

describe('CountBadge', () => {
  it('renders nothing at zero', () => {
    const { container } = renderWithProviders(<CountBadge count={0} />);
    expect(container.querySelector('span')).toBeNull();
    expect(container).toHaveTextContent('');
  });

  it('says the full count to screen readers', () => {
    renderWithProviders(<CountBadge count={150} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 unread')).toBeInTheDocument();
  });
});
