import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { TranslationProvider } from '../Translation';
import { createI18n } from '@portal/i18n';
import { defaultBrand, type BrandName } from '@portal/theme';
import { ThemeProvider } from '../ThemeProvider';

export interface RenderWithProvidersOptions extends RenderOptions {
  /** Defaults to the registry's default brand, so no test names a brand it does not care about. */
  brand?: BrandName;
  /** An i18next language code; defaults to EN. */
  language?: string;
}

/**
 * Renders inside the same providers the portal and Storybook use: a fresh i18next instance in the
 * given language and the brand's theme. Returns Testing Library's result plus that i18n instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  { brand = defaultBrand.name, language = 'en', ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = createI18n({ lng: language });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TranslationProvider i18n={i18n}>
      <ThemeProvider brand={brand}>{children}</ThemeProvider>
    </TranslationProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
