import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { maskName } from './maskName';
import { WinnerBoard, type WinnerEntry } from './WinnerBoard';

describe('maskName', () => {
  it.each([
    ['abcdez', 'ab***z'],
    ['abcz', 'ab***z'],
    ['abz', 'a***z'],
    ['az', 'a***z'],
    ['a', 'a***'],
    ['', '***'],
    ['  juan  ', 'ju***n'],
    ['ñoño😀', 'ño***😀'],
  ])('masks %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('never shows more than three real characters', () => {
    const masked = maskName('averyveryverylongname');
    expect(masked.replace(/\*/g, '')).toHaveLength(3);
  });
});

const entry = (i: number, extra: Partial<WinnerEntry> = {}): WinnerEntry => ({
  id: `w${i}`,
  customerName: 'abcdez',
  winAmount: 123_456,
  currency: 'PHP',
  gameName: 'Lucky Tiger',
  ...extra,
});

describe('WinnerBoard', () => {
  it('reads each win as one sentence with the masked name and Intl amount', () => {
    renderWithProviders(<WinnerBoard entries={[entry(1)]} />);
    const board = screen.getByRole('region', { name: 'Winners' });
    const [row] = within(board).getAllByRole('listitem');
    expect(within(row!).getByText('ab***z won ₱1,234.56 on Lucky Tiger')).toBeInTheDocument();
    expect(board).not.toHaveTextContent('abcdez');
  });

  it('formats other currencies from minor units', () => {
    renderWithProviders(<WinnerBoard entries={[entry(1, { winAmount: 5000, currency: 'JPY' })]} />);
    expect(screen.getByText(/won ¥5,000 on/)).toBeInTheDocument();
  });

  it('limits winners to 20 and biggest wins to 9', () => {
    const many = Array.from({ length: 30 }, (_, i) => entry(i));
    const { unmount } = renderWithProviders(<WinnerBoard entries={many} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    unmount();
    renderWithProviders(<WinnerBoard entries={many} variant="biggestWins" />);
    expect(screen.getByRole('heading', { name: 'Biggest wins' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('shows the game icon without repeating the name', () => {
    const { container } = renderWithProviders(
      <WinnerBoard entries={[entry(1, { iconUrl: 'data:image/svg+xml,x' })]} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('says so when nobody has won yet', () => {
    renderWithProviders(<WinnerBoard entries={[]} />);
    expect(screen.getByText('No winners yet')).toBeInTheDocument();
  });
});
