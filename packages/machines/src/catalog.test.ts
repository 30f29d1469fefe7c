import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from './catalog';

// That machines stay headless (no network, DOM, storage, React or HTTP client; contract values only
// from its headless subpaths) is eslint.config.js's, proven by scripts/lint-rules.test.ts.

const sourceDir = new URL('.', import.meta.url).pathname;

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : machineFiles(path);
    return name.endsWith('.machine.ts') ? [basename(name, '.machine.ts')] : [];
  });
}

describe('the machine catalogue', () => {
  it('has one entry per machine file, and one file per entry', () => {
    expect(machineFiles(sourceDir).sort()).toEqual(Object.keys(machineCatalog).sort());
  });
});
