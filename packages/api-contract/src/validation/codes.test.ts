import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidationCode, patternIds, validationCodes } from './codes';

function catalogueKeys(): string[] {
  const url = new URL('../../../i18n/src/locales/en/validation.json', import.meta.url);
  const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
  const keys: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>, path);
      // `_exact` is an i18next context the UI picks from the params, not a separate code.
      else if (!key.endsWith('_exact')) keys.push(path);
    }
  };
  walk(catalogue, '');
  return keys;
}

describe('validation codes', () => {
  it('all exist in the EN validation catalogue', () => {
    const keys = new Set(catalogueKeys());
    expect(validationCodes.filter((code) => !keys.has(code))).toEqual([]);
  });

  it('include one pattern message per pattern variant', () => {
    expect(patternIds).toHaveLength(16);
    for (const id of patternIds) expect(isValidationCode(`pattern.${id}`)).toBe(true);
  });

  it('recognise only known codes', () => {
    expect(isValidationCode('required')).toBe(true);
    expect(isValidationCode('pattern.unknown')).toBe(false);
    expect(isValidationCode(42)).toBe(false);
  });
});
