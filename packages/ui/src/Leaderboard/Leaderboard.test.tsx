import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Leaderboard, medalFor } from './Leaderboard';

const entries = ['ana', 'ben', 'cai', 'dan'].map((name, index) => ({
  id: name,
  name,
  score: `${(4 - index) * 100}`,
}));

describe('medalFor', () => {
  it('gives medals to the top three only', () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(['gold', 'silver', 'bronze', undefined]);
  });
});

describe('Leaderboard', () => {
  it('is a ranked list with medals for the top three and marks the player', () => {
    renderWithProviders(<Leaderboard entries={entries} label="Mission leaderboard" currentId="dan" />);
    const list = screen.getByRole('list', { name: 'Mission leaderboard' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(items[2]!).getByRole('img', { name: 'Bronze medal' })).toBeInTheDocument();
    expect(within(items[3]!).queryByRole('img')).not.toBeInTheDocument();
    expect(items[3]).toHaveAttribute('aria-current', 'true');
    expect(items[3]).toHaveTextContent('You');
  });

  it('says so when empty', () => {
    renderWithProviders(<Leaderboard entries={[]} label="Mission leaderboard" />);
    expect(screen.getByText('No rankings yet')).toBeInTheDocument();
  });
});
