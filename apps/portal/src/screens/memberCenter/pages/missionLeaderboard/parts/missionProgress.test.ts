import { describe, expect, it } from 'vitest';
import { missionFraction } from './missionProgress';

const count = (value: number) => String(value);
const money = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

describe('missionFraction', () => {
  it('shows rounds as counts', () => {
    expect(missionFraction({ metric: 'BETS', progress: 4, target: 10 }, count, money)).toEqual({
      value: '4',
      max: '10',
    });
  });

  it('shows valid bet as money, from minor units', () => {
    expect(missionFraction({ metric: 'VALID_BET', progress: 12_345, target: 50_000 }, count, money)).toEqual({
      value: '₱123.45',
      max: '₱500.00',
    });
  });

  it('stops at the target and never goes below zero', () => {
    expect(missionFraction({ metric: 'BETS', progress: 14, target: 10 }, count, money).value).toBe('10');
    expect(missionFraction({ metric: 'BETS', progress: -1, target: 10 }, count, money).value).toBe('0');
  });
});
