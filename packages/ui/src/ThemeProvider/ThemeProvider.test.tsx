import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brands, themeClass, vars } from '@portal/theme';
import { ThemeProvider } from './ThemeProvider';

/** `var(--name)` → `--name`. */
const propertyOf = (variable: string) => variable.slice('var('.length, -1);

describe('ThemeProvider', () => {
  it('applies a registered brand through its theme class only', () => {
    const { container } = render(<ThemeProvider brand="ember">x</ThemeProvider>);
    const root = container.querySelector<HTMLElement>('[data-brand="ember"]')!;
    expect(root).toHaveClass(themeClass.ember);
    expect(root.style.getPropertyValue(propertyOf(vars.color.accent.base))).toBe('');
  });

  it('sets an unregistered brand as inline values of the same contract, over the base theme', () => {
    const draft = {
      ...brands[0],
      colorScheme: 'light' as const,
      color: { ...brands[0].color, accent: { ...brands[0].color.accent, base: '#3a3a8c' } },
      radius: { ...brands[0].radius, md: '3px' },
    };
    const { container } = render(
      <ThemeProvider brand="aurora" tokens={draft}>
        x
      </ThemeProvider>,
    );
    const root = container.querySelector<HTMLElement>('[data-brand="aurora"]')!;
    expect(root).toHaveClass(themeClass.aurora);
    expect(root.style.getPropertyValue(propertyOf(vars.color.accent.base))).toBe('#3a3a8c');
    expect(root.style.getPropertyValue(propertyOf(vars.radius.md))).toBe('3px');
    expect(root.style.colorScheme).toBe('light');
  });
});
