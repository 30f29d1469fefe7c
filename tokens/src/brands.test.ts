import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brands, brandNames } from './index';

const TEXT = 4.5;
const NON_TEXT = 3;

describe.each(brands)('brand $name', (brand) => {
  const { color } = brand;
  const surfaces = {
    canvas: color.surface.canvas,
    raised: color.surface.raised,
    sunken: color.surface.sunken,
  };

  it.each(Object.entries(surfaces))('body text is readable on %s', (_name, surface) => {
    expect(contrastRatio(color.text.primary, surface)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.text.secondary, surface)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.accent.text, surface)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.danger.text, surface)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.secondary.text, surface)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.text.link, surface)).toBeGreaterThanOrEqual(TEXT);
  });

  it('text on filled colours is readable', () => {
    expect(contrastRatio(color.text.onAccent, color.accent.base)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.text.onAccent, color.accent.hover)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.text.onDanger, color.danger.base)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.secondary.on, color.secondary.base)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(color.text.primary, color.surface.hover)).toBeGreaterThanOrEqual(TEXT);
  });

  it('controls and focus rings stand out (WCAG 1.4.11)', () => {
    for (const surface of Object.values(surfaces)) {
      expect(contrastRatio(color.border.control, surface)).toBeGreaterThanOrEqual(NON_TEXT);
      expect(contrastRatio(color.focusRing, surface)).toBeGreaterThanOrEqual(NON_TEXT);
    }
  });
});

describe('registry', () => {
  it('has at least three brands with unique names, two dark and one light', () => {
    expect(new Set(brandNames).size).toBe(brands.length);
    expect(brands.filter((brand) => brand.colorScheme === 'dark').length).toBeGreaterThanOrEqual(2);
    expect(brands.filter((brand) => brand.colorScheme === 'light').length).toBeGreaterThanOrEqual(1);
  });

  it('brands differ in colour, radius, typography and density', () => {
    const distinct = <T>(pick: (brand: (typeof brands)[number]) => T) => new Set(brands.map(pick)).size;
    expect(distinct((b) => b.color.accent.base)).toBe(brands.length);
    expect(distinct((b) => b.radius.md)).toBe(brands.length);
    expect(distinct((b) => b.font.family.body + b.font.size.md)).toBe(brands.length);
    expect(distinct((b) => b.size.controlMd)).toBe(brands.length);
  });
});
