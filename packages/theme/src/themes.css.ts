import { createTheme, style } from '@vanilla-extract/css';
import { brands, type BrandName } from '@portal/tokens';
import { vars } from './contract.css';
import { themeTokensOf } from './themeTokens';

/** One theme class per registered brand: adding a brand to the registry adds its theme here. */
export const themeClass = Object.fromEntries(
  brands.map((brand) => [brand.name, createTheme(vars, themeTokensOf(brand), brand.name)]),
) as Record<BrandName, string>;

/** Applied next to a theme class on the element that hosts a brand: sets page-level defaults. */
export const themeRoot = style({
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

export const colorSchemeClass = Object.fromEntries(
  brands.map((brand) => [brand.name, style({ colorScheme: brand.colorScheme })]),
) as Record<BrandName, string>;
