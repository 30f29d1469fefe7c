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
}

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
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
}

/**
 * What the registry as a whole must hold: unique names, both colour schemes, and brands that differ
 * in colour, radius, typography and density. Returns the broken rules (empty when all hold).
 */
export function registryProblems(brands: readonly BrandTokens[]): string[] {
  const distinct = (pick: (brand: BrandTokens) => string) => new Set(brands.map(pick)).size === brands.length;
  const count = (scheme: BrandTokens['colorScheme']) =>
    brands.filter((brand) => brand.colorScheme === scheme).length;
  const rules: [boolean, string][] = [
    [brands.length >= 3, 'at least three brands'],
    [distinct((brand) => brand.name), 'unique brand names'],
    [count('dark') >= 2, 'at least two dark brands'],
    [count('light') >= 1, 'at least one light brand'],
    [distinct((brand) => brand.color.accent.base), 'a different accent.base in every brand'],
    [distinct((brand) => brand.radius.md), 'a different radius.md in every brand'],
    [distinct((brand) => brand.font.family.body + brand.font.size.md), 'different body type in every brand'],
    [distinct((brand) => brand.size.controlMd), 'a different control height (density) in every brand'],
  ];
  return rules.filter(([holds]) => !holds).map(([, rule]) => rule);
}
