import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_TYPES, isAgentType, isTrialType } from './accounts';

describe('account types', () => {
  it('treats exactly 1, 2, 41 and 42 as agents and 4 as trial', () => {
    const types = [0, 1, 2, 3, 4, 5, 40, 41, 42, 43];
    expect(types.filter(isAgentType)).toEqual([1, 2, 41, 42]);
    expect(types.filter(isTrialType)).toEqual([4]);
  });

  it('lets players, trial accounts and agents use the portal by default, as the server does', () => {
    expect([...DEFAULT_MEMBER_TYPES].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 41, 42]);
  });
});
