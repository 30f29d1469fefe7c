import { createTheme, globalStyle, style } from '@vanilla-extract/css';
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

// The browser draws headings, table headers, <b> and <strong> at 700, a weight a brand may not use
// (ember's and lagoon's bold is 800): a brand's page would fetch a font face for those elements
// alone, or draw them with the nearest face. They take the brand's bold; any class that sets a
// weight wins (no specificity here).
globalStyle(`:where(${themeRoot}) :where(h1, h2, h3, h4, h5, h6, th, b, strong)`, {
  fontWeight: vars.font.weight.bold,
});

export const colorSchemeClass = Object.fromEntries(
  brands.map((brand) => [brand.name, style({ colorScheme: brand.colorScheme })]),
) as Record<BrandName, string>;
