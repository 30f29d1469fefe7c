import type { BrandTokens } from '../types';

/** Lagoon: light, ocean blue on white, rounded pills, Nunito Sans, spacious density. */
export const lagoon = {
  name: 'lagoon',
  label: 'Lagoon (light)',
  colorScheme: 'light',
  color: {
    surface: {
      canvas: '#f3f7fb',
      raised: '#ffffff',
      sunken: '#eaf1f8',
      hover: '#dfeaf5',
      backdrop: 'rgba(12, 30, 52, 0.5)',
    },
    text: {
      primary: '#0d2137',
      secondary: '#475d73',
      disabled: '#8a9bb0',
      onAccent: '#ffffff',
      onDanger: '#ffffff',
      link: '#0a5fb5',
    },
    accent: {
      base: '#0b6bcb',
      hover: '#095bb0',
      active: '#084c93',
      subtle: '#dcebfa',
      text: '#0a5fb5',
    },
    secondary: { base: '#0f766e', hover: '#0c5f58', on: '#ffffff', text: '#0f766e' },
    success: { base: '#15803d', subtle: '#dcfce7', text: '#166534' },
    warning: { base: '#b45309', subtle: '#fef3c7', text: '#92400e' },
    danger: { base: '#c81e1e', hover: '#a61b1b', subtle: '#fde8e8', text: '#b91c1c' },
    border: { subtle: '#d5e0eb', strong: '#b4c4d4', control: '#6f849a' },
    focusRing: '#0b6bcb',
  },
  font: {
    family: {
      body: '"Nunito Sans", system-ui, sans-serif',
      heading: '"Nunito Sans", system-ui, sans-serif',
      numeric: '"Nunito Sans", system-ui, sans-serif',
    },
    size: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '600', bold: '800' },
    lineHeight: { tight: '1.3', normal: '1.6' },
    letterSpacing: { normal: '0', caps: '0.01em' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '6px',
    sm: '10px',
    md: '14px',
    lg: '20px',
    xl: '28px',
    xxl: '40px',
  },
  size: { controlSm: '36px', controlMd: '48px', controlLg: '56px', icon: '22px', iconSm: '18px' },
  radius: { none: '0', sm: '8px', md: '10px', lg: '16px', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  elevation: {
    none: 'none',
    raised: '0 1px 3px rgba(13, 33, 55, 0.12), 0 1px 2px rgba(13, 33, 55, 0.08)',
    overlay: '0 20px 50px rgba(13, 33, 55, 0.25)',
  },
  motion: {
    duration: { instant: '0ms', fast: '140ms', normal: '220ms', slow: '360ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.2, 0, 0, 1.2)' },
  },
} as const satisfies BrandTokens;
