import { contrastRatio } from './contrast';
import type { BrandTokens, ColorTokens } from './types';

/** WCAG 2.x AA minimums: 1.4.3 for text, 1.4.11 for controls and focus indicators. */
export const contrastMinimum = { text: 4.5, nonText: 3 } as const;

export interface ContrastPair {
  /** Token paths under `color`, e.g. `text.primary` on `surface.canvas`. */
  foreground: string;
  background: string;
  kind: keyof typeof contrastMinimum;
}

export interface ContrastCheck extends ContrastPair {
  ratio: number;
  minimum: number;
  passes: boolean;
  /** The WCAG level reached: text has AAA at 7:1 (1.4.6); non-text contrast has only AA. */
  level: 'AAA' | 'AA' | 'fail';
}

const textEnhanced = 7;

const readableSurfaces = ['surface.canvas', 'surface.raised', 'surface.sunken'] as const;
const textOnSurfaces = [
  'text.primary',
  'text.secondary',
  'accent.text',
  'danger.text',
  'secondary.text',
  'text.link',
];

/**
 * Every text/background and control/background pair a brand must keep readable. The brand tests,
 * the Foundations page and the brand editor all check this one list.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...readableSurfaces.flatMap((background) =>
    textOnSurfaces.map((foreground) => ({ foreground, background, kind: 'text' as const })),
  ),
  { foreground: 'text.onAccent', background: 'accent.base', kind: 'text' },
  { foreground: 'text.onAccent', background: 'accent.hover', kind: 'text' },
  { foreground: 'text.onDanger', background: 'danger.base', kind: 'text' },
  { foreground: 'secondary.on', background: 'secondary.base', kind: 'text' },
  { foreground: 'text.primary', background: 'surface.hover', kind: 'text' },
  ...readableSurfaces.flatMap((background) =>
    ['border.control', 'focusRing'].map((foreground) => ({
      foreground,
      background,
      kind: 'nonText' as const,
    })),
  ),
];

/** The value at a dotted path of a brand's colours (`accent.base`). */
export function colorAt(color: ColorTokens, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], color);
  if (typeof value !== 'string') throw new Error(`No colour token at color.${path}`);
  return value;
}

export function contrastChecks(color: ColorTokens): ContrastCheck[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(colorAt(color, pair.foreground), colorAt(color, pair.background));
    const minimum = contrastMinimum[pair.kind];
    const passes = ratio >= minimum;
    const level = !passes ? 'fail' : pair.kind === 'text' && ratio >= textEnhanced ? 'AAA' : 'AA';
    return { ...pair, ratio, minimum, passes, level };
  });
}

/** What the registry as a whole must hold, by rule id (brand tools translate the ids). */
export const registryRules = [
  'threeBrands',
  'uniqueNames',
  'twoDark',
  'oneLight',
  'distinctAccent',
  'distinctRadius',
  'distinctType',
  'distinctDensity',
] as const;

export type RegistryRule = (typeof registryRules)[number];

/**
 * The registry rules a set of brands breaks (empty when all hold): unique names, both colour
 * schemes, and brands that differ in colour, radius, typography and density.
 */
export function registryProblems(brands: readonly BrandTokens[]): RegistryRule[] {
  const distinct = (pick: (brand: BrandTokens) => string) => new Set(brands.map(pick)).size === brands.length;
  const count = (scheme: BrandTokens['colorScheme']) =>
    brands.filter((brand) => brand.colorScheme === scheme).length;
  const holds: Record<RegistryRule, boolean> = {
    threeBrands: brands.length >= 3,
    uniqueNames: distinct((brand) => brand.name),
    twoDark: count('dark') >= 2,
    oneLight: count('light') >= 1,
    distinctAccent: distinct((brand) => brand.color.accent.base),
    distinctRadius: distinct((brand) => brand.radius.md),
    distinctType: distinct((brand) => brand.font.family.body + brand.font.size.md),
    distinctDensity: distinct((brand) => brand.size.controlMd),
  };
  return registryRules.filter((rule) => !holds[rule]);
}
