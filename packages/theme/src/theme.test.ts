import { describe, expect, it } from 'vitest';
import { brands } from '@portal/tokens';
import { vars } from './contract.css';
import { themeTokensOf } from './themeTokens';
import { themeClass } from './themes.css';

function leafPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value as object, `${prefix}${key}.`),
  );
}

describe('theme contract', () => {
  it('exposes every token as a CSS variable', () => {
    for (const path of leafPaths(vars)) {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], vars);
      expect(value).toMatch(/^var\(--.+\)$/);
    }
  });

  it.each(brands)('brand $name fills every variable of the contract', (brand) => {
    expect(leafPaths(themeTokensOf(brand)).sort()).toEqual(leafPaths(vars).sort());
  });

  it('creates a distinct theme class for every registered brand', () => {
    const classes = brands.map((brand) => themeClass[brand.name as keyof typeof themeClass]);
    expect(classes.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(classes).size).toBe(brands.length);
  });
});
