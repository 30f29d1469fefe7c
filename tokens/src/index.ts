import { aurora } from './brands/aurora';
import { ember } from './brands/ember';
import { lagoon } from './brands/lagoon';
import type { BrandTokens } from './types';

export type * from './types';
export * from './foundation';
export * from './brandChecks';
export { contrastRatio } from './contrast';

/**
 * The brand registry. Adding a brand: copy a file in ./brands, change its values, add it here.
 * The first entry is the default brand.
 */
export const brands = [aurora, ember, lagoon] as const satisfies readonly BrandTokens[];

export type BrandName = (typeof brands)[number]['name'];

export const defaultBrand = brands[0];

export const brandNames = brands.map((brand) => brand.name);
