import { createContext, useContext, useState, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  colorSchemeClass,
  themeClass,
  themeRoot,
  themeTokensOf,
  vars,
  type BrandName,
  type BrandTokens,
} from '@portal/theme';
import { cx } from '../internal/cx';
import * as styles from './ThemeProvider.css';

interface ThemeContextValue {
  brand: BrandName;
  /** Overlays portal here so they stay inside the brand's CSS variables. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  brand: BrandName;
  children: ReactNode;
  /** Fill the viewport (apps) or wrap content tightly (stories, embedded widgets). */
  fullHeight?: boolean;
  /**
   * A brand that is not registered yet (the live brand editor's draft): its values are set as
   * inline variables of the same contract, over `brand`'s theme class.
   */
  tokens?: BrandTokens;
}

/** Applies a brand to everything inside it, portalled overlays included. */
export function ThemeProvider({ brand, children, fullHeight = false, tokens }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const className = cx(
    themeClass[brand],
    colorSchemeClass[brand],
    themeRoot,
    fullHeight ? styles.fullHeight : '',
  );
  return (
    <ThemeContext.Provider value={{ brand, portalContainer }}>
      <div
        className={className}
        data-brand={brand}
        style={
          tokens
            ? { ...assignInlineVars(vars, themeTokensOf(tokens)), colorScheme: tokens.colorScheme }
            : undefined
        }
      >
        {children}
        <div ref={setPortalContainer} data-portal-root="" />
      </div>
    </ThemeContext.Provider>
  );
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return context;
}

/** Where Radix portals should mount: inside the themed tree when there is one. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}
