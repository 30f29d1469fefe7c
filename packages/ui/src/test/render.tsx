import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@portal/i18n';
import type { BrandName } from '@portal/theme';
import { ThemeProvider } from '../ThemeProvider';

interface Options extends RenderOptions {
  brand?: BrandName;
  language?: string;
}

/** Renders inside the same providers the portal and Storybook use. */
export function renderWithProviders(
  ui: ReactElement,
  { brand = 'aurora', language = 'en', ...options }: Options = {},
) {
  const i18n = createI18n({ lng: language });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider brand={brand}>{children}</ThemeProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
