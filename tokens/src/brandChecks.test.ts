import { describe, expect, it } from 'vitest';
import { colorAt, contrastChecks, contrastPairs } from './brandChecks';
import { lagoon } from './brands/lagoon';

const color = {
  ...lagoon.color,
  surface: { ...lagoon.color.surface, canvas: '#ffffff' },
  text: { ...lagoon.color.text, primary: '#000000', secondary: '#767676' },
  border: { ...lagoon.color.border, control: '#999999' },
};
const checkOf = (foreground: string, background: string) =>
  contrastChecks(color).find((check) => check.foreground === foreground && check.background === background);

describe('contrastChecks', () => {
  it('grades text AAA from 7:1 and AA from 4.5:1', () => {
    expect(checkOf('text.primary', 'surface.canvas')).toMatchObject({
      ratio: 21,
      level: 'AAA',
      passes: true,
    });
    expect(checkOf('text.secondary', 'surface.canvas')).toMatchObject({
      level: 'AA',
      passes: true,
      minimum: 4.5,
    });
  });

  it('holds controls and focus rings to 3:1, with no AAA level', () => {
    const control = checkOf('border.control', 'surface.canvas');
    expect(control?.ratio).toBeCloseTo(2.85, 2);
    expect(control).toMatchObject({ kind: 'nonText', minimum: 3, passes: false, level: 'fail' });
  });

  it('checks every pair against a real token', () => {
    for (const pair of contrastPairs) {
      expect(() => colorAt(color, pair.foreground) + colorAt(color, pair.background)).not.toThrow();
    }
    expect(() => colorAt(color, 'text.missing')).toThrow(/color\.text\.missing/);
  });
});
