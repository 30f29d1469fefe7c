import { createThemeContract } from '@vanilla-extract/css';
import { defaultBrand } from '@portal/tokens';
import { themeTokensOf } from './themeTokens';

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };

function toNullLeaves<T extends object>(tree: T): NullLeaves<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : toNullLeaves(value)]),
  ) as NullLeaves<T>;
}

/**
 * One contract for every brand: components only ever read these variables.
 * Its shape comes from the BrandTokens interface (through the default brand's keys).
 */
export const vars = createThemeContract(toNullLeaves(themeTokensOf(defaultBrand)));
