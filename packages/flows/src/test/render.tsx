import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@portal/i18n';
import { ThemeProvider } from '@portal/ui';

/** Renders inside the providers the portal and Storybook use (language, brand). */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', ...options }: RenderOptions & { language?: string } = {},
) {
  const i18n = createI18n({ lng: language });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider brand="aurora">{children}</ThemeProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
