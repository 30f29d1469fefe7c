import type { BrandTokens } from '@portal/tokens';

/** The themable part of a brand: everything except its identity fields. */
export type ThemeTokens = Omit<BrandTokens, 'name' | 'label' | 'colorScheme'>;

export function themeTokensOf(brand: BrandTokens): ThemeTokens {
  const { name: _name, label: _label, colorScheme: _colorScheme, ...tokens } = brand;
  return tokens;
}
