import { describe, expect, it } from 'vitest';
import { contrastChecks, registryProblems } from './brandChecks';
import { brands } from './index';

describe.each(brands)('brand $name', (brand) => {
  it.each(contrastChecks(brand.color))(
    '$foreground on $background reaches $minimum:1 (WCAG 1.4.3 / 1.4.11)',
    ({ ratio, minimum }) => {
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('registry', () => {
  it('has three or more brands, unique names, both schemes, and brands that differ in colour, radius, type and density', () => {
    expect(registryProblems(brands)).toEqual([]);
  });

  it('names a broken rule', () => {
    const [first, second, third] = brands;
    expect(registryProblems([first, second, { ...third, name: first.name, radius: first.radius }])).toEqual([
      'uniqueNames',
      'distinctRadius',
    ]);
  });
});
