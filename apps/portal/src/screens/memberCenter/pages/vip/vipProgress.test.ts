import { describe, expect, it } from 'vitest';
import { vipProgressOf } from './vipProgress';

const levels = [
  { level: 3, minTurnover: 10_000, bonus: 500, claimed: false },
  { level: 1, minTurnover: 0, bonus: 0, claimed: false },
  { level: 2, minTurnover: 1_000, bonus: 100, claimed: true },
];

describe('vipProgressOf', () => {
  it('names the level after the member’s and the valid bet still to place', () => {
    const progress = vipProgressOf({ levels, vipRankLevel: 2, turnover: 4_000 });
    expect(progress.current?.level).toBe(2);
    expect(progress.next?.level).toBe(3);
    expect(progress.remaining).toBe(6_000);
    expect(progress.rows.map((row) => [row.level.level, row.standing])).toEqual([
      [1, 'reached'],
      [2, 'current'],
      [3, 'next'],
    ]);
  });

  it('has no next level at the top, and the first level is next below every level', () => {
    const top = vipProgressOf({ levels, vipRankLevel: 3, turnover: 25_000 });
    expect(top.next).toBeNull();
    expect(top.remaining).toBe(0);
    const below = vipProgressOf({
      levels: [{ level: 1, minTurnover: 500, bonus: 0, claimed: false }],
      vipRankLevel: 0,
      turnover: 200,
    });
    expect(below.current).toBeNull();
    expect(below.next?.level).toBe(1);
    expect(below.remaining).toBe(300);
  });
});
