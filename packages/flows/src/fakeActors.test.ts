import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Stories and flow tests reach the API through createFlowActors over the MSW handlers (ADR 0004),
// so a contract change breaks them; a server answer a story needs comes from the mocks' overrides
// and named states. A hand-written `fromPromise(` would stand in for a call instead. Timers and
// storage need no fake: the machines' tickers are their own, and the actors take an in-memory store.

function storiesAndTests(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'actors' ? [] : storiesAndTests(path);
    return /\.(stories|test)\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

describe('stories and flow tests use the real actors', () => {
  const root = import.meta.dirname;
  const files = storiesAndTests(root).filter((path) => path !== import.meta.filename);

  it('finds the stories and tests it checks', () => {
    expect(files.filter((path) => path.endsWith('.stories.tsx')).length).toBeGreaterThanOrEqual(12);
    expect(files.filter((path) => path.endsWith('.test.tsx')).length).toBeGreaterThanOrEqual(12);
  });

  it('no story or flow test fakes a call with fromPromise', () => {
    const withFakes = files
      .filter((path) => readFileSync(path, 'utf8').includes('fromPromise('))
      .map((path) => relative(root, path).split('\\').join('/'));
    expect(withFakes).toEqual([]);
  });
});
