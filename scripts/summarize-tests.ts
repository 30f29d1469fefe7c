// Prints one line per suite, the tests that failed (CI shows the end of the output, where the
// reporters' own failure details may have scrolled away), and a closing
// `N passed, N failed, N skipped` line for CI.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/** `file › test: first line of the message` for each failed test of a jest-shaped report. */
function jestFailures(report: unknown): string[] {
  const r = report as
    | {
        testResults: {
          name: string;
          message?: string;
          assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
        }[];
      }
    | undefined;
  return (r?.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails to load has no test results, only its message.
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`);
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function playwrightFailures(report: unknown): string[] {
  const r = report as { suites?: PlaywrightSuite[] } | undefined;
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message ?? '';
          const project = test.projectName ? `[${test.projectName}] ` : '';
          return `${spec.file} › ${project}${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (r?.suites ?? []).flatMap(walk);
}

function firstLine(message: string): string {
  // eslint-disable-next-line no-control-regex -- reporters colour their messages
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.split('\n', 1)[0]?.slice(0, 200) ?? '';
}

function playwrightCounts(report: unknown): Counts | undefined {
  const r = report as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!r) return undefined;
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

const reports = {
  unit: read('unit.json'),
  postgres: read('postgres.json'),
  e2e: read('e2e.json'),
  visual: read('visual.json'),
};
const suites: [string, Counts | undefined, string[]][] = [
  ['unit + server on PGlite (vitest)', jestCounts(reports.unit), jestFailures(reports.unit)],
  ['server on PostgreSQL (vitest)', jestCounts(reports.postgres), jestFailures(reports.postgres)],
  [
    'end-to-end against npm start (playwright)',
    playwrightCounts(reports.e2e),
    playwrightFailures(reports.e2e),
  ],
  [
    'stories: play, axe and visual regression (playwright)',
    playwrightCounts(reports.visual),
    playwrightFailures(reports.visual),
  ],
];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts, failures] of suites) {
  if (!counts) {
    console.log(`${name}: no report (stage did not run to completion)`);
    total.failed += 1;
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const failure of failures) console.log(`  failed: ${failure}`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
