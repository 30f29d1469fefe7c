import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = new URL('.', import.meta.url).pathname;

function machineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : machineSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

// ESLint bans fetch/window/document in machines; this also keeps storage, timers' DOM cousins
// and UI imports out, so every effect stays an actor that can be provided.
const forbidden = [
  /\bfetch\s*\(/u,
  /\bwindow\.\w/u,
  /\bdocument\.\w/u,
  /\blocalStorage\b/u,
  /\bsessionStorage\b/u,
  /\bnavigator\./u,
  /from ['"]react/u,
  /from ['"]@portal\/(ui|theme)/u,
];

describe('machines stay headless', () => {
  const files = machineSources(sourceDir);

  it('finds the machine sources', () => {
    expect(files.filter((file) => file.endsWith('.machine.ts'))).toHaveLength(12);
  });

  it('never touch the network, the DOM, storage or React directly', () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${file.slice(sourceDir.length)}: ${pattern.source}`);
    });
    expect(offences).toEqual([]);
  });

  it('reach @portal/api-contract only through its package root', () => {
    const deepImports = files.filter((file) =>
      /from ['"](@portal\/api-contract\/|\.\.\/\.\.\/\.\.\/api-contract)/u.test(readFileSync(file, 'utf8')),
    );
    expect(deepImports).toEqual([]);
  });
});
