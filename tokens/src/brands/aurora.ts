import type { BrandTokens } from '../types';

/** Aurora: dark, teal on deep indigo, soft large radii, Sora headings, comfortable density. */
export const aurora = {
  name: 'aurora',
  label: 'Aurora (dark)',
  colorScheme: 'dark',
  color: {
    surface: {
      canvas: '#0f1020',
      raised: '#181a33',
      sunken: '#111329',
      hover: '#242750',
      backdrop: 'rgba(5, 6, 15, 0.72)',
    },
    text: {
      primary: '#f4f4fb',
      secondary: '#b0b3d0',
      disabled: '#6b6e8f',
      onAccent: '#04201a',
      onDanger: '#ffffff',
      link: '#5ff0d4',
    },
    accent: {
      base: '#2ee6c5',
      hover: '#5ff0d4',
      active: '#1fc7a8',
      subtle: 'rgba(46, 230, 197, 0.14)',
      text: '#4ff0d2',
    },
    secondary: { base: '#5b4bdb', hover: '#6c5ce7', on: '#ffffff', text: '#b9b0ff' },
    success: { base: '#22c55e', subtle: 'rgba(34, 197, 94, 0.16)', text: '#4ade80' },
    warning: { base: '#f59e0b', subtle: 'rgba(245, 158, 11, 0.16)', text: '#fbbf24' },
    danger: { base: '#c9303a', hover: '#dc3d47', subtle: 'rgba(229, 72, 77, 0.16)', text: '#ff8a8f' },
    border: { subtle: '#2a2d52', strong: '#3d4175', control: '#7a7eb8' },
    focusRing: '#ffd166',
  },
  font: {
    family: {
      body: '"Inter", system-ui, sans-serif',
      heading: '"Sora", "Inter", system-ui, sans-serif',
      numeric: '"Sora", "Inter", system-ui, sans-serif',
    },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
    letterSpacing: { normal: '0', caps: '0.02em' },
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  size: { controlSm: '32px', controlMd: '44px', controlLg: '52px', icon: '20px', iconSm: '16px' },
  radius: { none: '0', sm: '6px', md: '12px', lg: '18px', pill: '999px' },
  borderWidth: { thin: '1px', thick: '2px' },
  elevation: {
    none: 'none',
    raised: '0 2px 8px rgba(0, 0, 0, 0.35)',
    overlay: '0 16px 48px rgba(0, 0, 0, 0.55)',
  },
  motion: {
    duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)' },
  },
} as const satisfies BrandTokens;
