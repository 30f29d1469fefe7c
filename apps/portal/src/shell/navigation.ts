import {
  COCKFIGHT_VENDOR,
  ESPORTS_VENDOR,
  gameCategories,
  RNG_EXCLUDED_VENDORS,
  type GameCategory,
  type GameMenu,
  type GameVendor,
} from '@portal/api-contract';
import { categoryPaths } from '../routes/table';

export interface NavCategory {
  code: GameCategory;
  path: string;
  vendors: readonly GameVendor[];
}

/** A category that lists games (everything but Home and Promotions). */
export type GameCategoryCode = Exclude<GameCategory, 'HOME' | 'PROMO'>;

/**
 * Vendors per category as the product shows them (SPEC §9): the esports vendor and the cockfight
 * vendor are categories of their own wherever a server lists them, and slots (RNG) never list the
 * excluded vendors (the in-house BGS).
 */
export function vendorsByCategory(menus: readonly GameMenu[]): Map<GameCategoryCode, GameVendor[]> {
  const byCategory = new Map<GameCategoryCode, GameVendor[]>();
  const add = (category: GameCategoryCode, vendor: GameVendor) => {
    const list = byCategory.get(category) ?? [];
    if (!list.some((known) => known.vassalage === vendor.vassalage)) list.push({ ...vendor, category });
    byCategory.set(category, list);
  };
  for (const menu of menus) {
    if (menu.category === 'HOME' || menu.category === 'PROMO') continue;
    for (const vendor of menu.vendors) {
      if (vendor.vassalage === ESPORTS_VENDOR) add('ESPORTS', vendor);
      else if (vendor.vassalage === COCKFIGHT_VENDOR) add('COCKFIGHT', vendor);
      else if (
        menu.category === 'RNG' &&
        (RNG_EXCLUDED_VENDORS as readonly string[]).includes(vendor.vassalage)
      )
        continue;
      else add(menu.category, vendor);
    }
  }
  return byCategory;
}

/**
 * The main navigation (SPEC §2): Home, In-house, each category with at least one vendor in the
 * spec's order, then Promotions.
 */
export function navigationFrom(menus: readonly GameMenu[]): NavCategory[] {
  const vendors = vendorsByCategory(menus);
  const middle = gameCategories
    .filter((code): code is GameCategoryCode => code !== 'HOME' && code !== 'PROMO' && code !== 'BGS')
    .filter((code) => (vendors.get(code)?.length ?? 0) > 0)
    .map((code) => ({ code, path: categoryPaths[code], vendors: vendors.get(code) ?? [] }));
  return [
    { code: 'HOME', path: categoryPaths.HOME, vendors: [] },
    { code: 'BGS', path: categoryPaths.BGS, vendors: vendors.get('BGS') ?? [] },
    ...middle,
    { code: 'PROMO', path: categoryPaths.PROMO, vendors: [] },
  ];
}

/** The navigation before the menus arrive (and on the pre-rendered page): the fixed entries. */
export const fixedNavigation: readonly NavCategory[] = navigationFrom([]);
