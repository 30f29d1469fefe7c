// Prints one line per suite and a closing `N passed, N failed, N skipped` line for CI.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const dir = process.argv[2] ?? 'reports';
const read = (file: string): unknown => {
  const path = join(dir, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
};

// Vitest writes the jest JSON shape.
function jestCounts(report: unknown): Counts | undefined {
  const r = report as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number }
    | undefined;
  if (!r) return undefined;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  };
}

function playwrightCounts(report: unknown): Counts | undefined {
  const r = report as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!r) return undefined;
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const suites: [string, Counts | undefined][] = [
  ['unit + server on PGlite (vitest)', jestCounts(read('unit.json'))],
  ['server on PostgreSQL (vitest)', jestCounts(read('postgres.json'))],
  ['end-to-end against npm start (playwright)', playwrightCounts(read('e2e.json'))],
  ['stories: play, axe and visual regression (playwright)', playwrightCounts(read('visual.json'))],
];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`${name}: no report (stage did not run to completion)`);
    total.failed += 1;
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
