export { ThemeProvider, useTheme, usePortalContainer, type ThemeProviderProps } from './ThemeProvider';
