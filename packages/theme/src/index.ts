import './global.css';

export { vars } from './contract.css';
export { themeTokensOf, type ThemeTokens } from './themeTokens';
export { themeClass, themeRoot, colorSchemeClass } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { visuallyHiddenRules } from './visuallyHidden';
export { drawnNearViewportRules } from './drawnNearViewport';
export {
  brands,
  defaultBrand,
  brandNames,
  breakpoints,
  zIndex,
  layout,
  opacity,
  contrastChecks,
  contrastPairs,
  colorAt,
  registryProblems,
  type BrandName,
  type BrandTokens,
  type ContrastCheck,
  type RegistryRule,
} from '@portal/tokens';
