import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Stories and flow tests reach the API through createFlowActors over the MSW handlers (ADR 0004),
// so a contract change breaks them. A hand-written `fromPromise(` stands in for a call instead.
// These files still do; the list may only shrink. Timers and storage need no fake: the machines'
// tickers are their own, and the actors take an in-memory store.
const STILL_ON_FAKES = [
  'Login/Login.stories.tsx',
  'Login/LoginForm.test.tsx',
  'Registration/Registration.stories.tsx',
  'Registration/RegistrationForm.test.tsx',
];

function storiesAndTests(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'actors' ? [] : storiesAndTests(path);
    return /\.(stories|test)\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

describe('stories and flow tests use the real actors', () => {
  const root = import.meta.dirname;
  const withFakes = storiesAndTests(root)
    .filter((path) => readFileSync(path, 'utf8').includes('fromPromise('))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => path !== 'fakeActors.test.ts')
    .sort();

  it('no file outside the allow-list fakes a call with fromPromise', () => {
    expect(withFakes.filter((path) => !STILL_ON_FAKES.includes(path))).toEqual([]);
  });

  it('the allow-list names only files that still fake a call (it may only shrink)', () => {
    expect(STILL_ON_FAKES.filter((path) => !withFakes.includes(path))).toEqual([]);
  });
});
