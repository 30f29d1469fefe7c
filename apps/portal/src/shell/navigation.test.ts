import type { GameMenu } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { navigationFrom, vendorsByCategory } from './navigation';

const vendor = (vassalage: string, category: GameMenu['category']) => ({
  vassalage,
  name: `${vassalage} games`,
  category,
  maintenance: false,
});

const menus: GameMenu[] = [
  { category: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('BGS', 'RNG'), vendor('IMES', 'RNG')] },
  { category: 'LIVE', vendors: [vendor('EG2', 'LIVE')] },
  { category: 'BGS', vendors: [vendor('BGS', 'BGS')] },
  { category: 'SPORTS', vendors: [] },
  { category: 'PVP', vendors: [vendor('DS88', 'PVP'), vendor('JL', 'PVP')] },
];

describe('navigation from the game menus (SPEC §2, §9)', () => {
  it('shows Home, In-house, each category with a vendor in the spec order, then Promotions', () => {
    expect(navigationFrom(menus).map((entry) => entry.code)).toEqual([
      'HOME',
      'BGS',
      'LIVE',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
      'PROMO',
    ]);
    expect(navigationFrom([]).map((entry) => entry.code)).toEqual(['HOME', 'BGS', 'PROMO']);
  });

  it('keeps BGS out of slots and gives IMES and DS88 categories of their own', () => {
    const byCategory = vendorsByCategory(menus);
    expect(byCategory.get('RNG')?.map((entry) => entry.vassalage)).toEqual(['PG']);
    expect(byCategory.get('ESPORTS')?.map((entry) => entry.vassalage)).toEqual(['IMES']);
    expect(byCategory.get('COCKFIGHT')?.map((entry) => entry.vassalage)).toEqual(['DS88']);
    expect(byCategory.get('PVP')?.map((entry) => entry.vassalage)).toEqual(['JL']);
    expect(byCategory.get('ESPORTS')?.[0]?.category).toBe('ESPORTS');
  });
});
