import type { BrandTokens } from '../types';

/** Ember: dark, gold on charred red-brown, sharp corners, Inter in caps, compact density. */
export const ember = {
  name: 'ember',
  label: 'Ember (dark)',
  colorScheme: 'dark',
  color: {
    surface: {
      canvas: '#140c0a',
      raised: '#211512',
      sunken: '#180f0d',
      hover: '#33221d',
      backdrop: 'rgba(10, 4, 2, 0.75)',
    },
    text: {
      primary: '#fff4ea',
      secondary: '#cdb7a7',
      disabled: '#7d6a5e',
      onAccent: '#1a0f00',
      onDanger: '#ffffff',
      link: '#ffc94d',
    },
    accent: {
      base: '#f5b82e',
      hover: '#ffc94d',
      active: '#d99d14',
      subtle: 'rgba(245, 184, 46, 0.14)',
      text: '#ffc94d',
    },
    secondary: { base: '#a3202a', hover: '#bb2933', on: '#ffffff', text: '#ff9a9a' },
    success: { base: '#2f9e44', subtle: 'rgba(47, 158, 68, 0.18)', text: '#69db7c' },
    warning: { base: '#f08c00', subtle: 'rgba(240, 140, 0, 0.18)', text: '#ffc078' },
    danger: { base: '#c92a2a', hover: '#e03131', subtle: 'rgba(224, 49, 49, 0.18)', text: '#ff8787' },
    border: { subtle: '#36251f', strong: '#4d362e', control: '#8f7667' },
    focusRing: '#4dabf7',
  },
  font: {
    family: {
      body: '"Inter", system-ui, sans-serif',
      heading: '"Inter", system-ui, sans-serif',
      numeric: '"Inter", system-ui, sans-serif',
    },
    size: {
      xs: '0.6875rem',
      sm: '0.8125rem',
      md: '0.9375rem',
      lg: '1.0625rem',
      xl: '1.25rem',
      xxl: '1.5rem',
    },
    weight: { regular: '400', medium: '600', bold: '800' },
    lineHeight: { tight: '1.2', normal: '1.4' },
    letterSpacing: { normal: '0', caps: '0.08em' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '3px',
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    xxl: '24px',
  },
  size: { controlSm: '28px', controlMd: '36px', controlLg: '44px', icon: '18px', iconSm: '14px' },
  radius: { none: '0', sm: '0', md: '2px', lg: '4px', pill: '4px' },
  borderWidth: { thin: '1px', thick: '2px' },
  elevation: {
    none: 'none',
    raised: '0 1px 0 rgba(255, 201, 77, 0.08), 0 2px 6px rgba(0, 0, 0, 0.5)',
    overlay: '0 12px 40px rgba(0, 0, 0, 0.7)',
  },
  motion: {
    duration: { instant: '0ms', fast: '90ms', normal: '160ms', slow: '260ms' },
    easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)', emphasized: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
} as const satisfies BrandTokens;
