import './global.css';

export { vars } from './contract.css';
export { themeTokensOf, type ThemeTokens } from './themeTokens';
export { themeClass, themeRoot, colorSchemeClass } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export {
  brands,
  defaultBrand,
  brandNames,
  breakpoints,
  zIndex,
  layout,
  opacity,
  type BrandName,
  type BrandTokens,
} from '@portal/tokens';
