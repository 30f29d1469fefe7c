import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// Proves the rules of eslint.config.js and .oxlintrc.json fire, so a resolver or config mistake cannot silently turn
// them into no-ops (a cycle rule that resolves nothing passes every tree).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });
const written: string[] = [];

async function ruleIdsFor(relativePath: string, code: string): Promise<string[]> {
  const file = path.join(root, relativePath);
  writeFileSync(file, code);
  written.push(file);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe('eslint.config.js', () => {
  it('finds an import cycle through extensionless TypeScript imports', async () => {
    const results = await eslint.lintFiles(['scripts/lint-fixtures/cycle/first.ts']);
    expect(results[0]?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses an import against the dependency direction', async () => {
    const ids = await ruleIdsFor(
      'packages/ui/src/__lint_fixture__.ts',
      "import { loginMachine } from '@portal/machines';\nexport const machine = loginMachine;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('keeps machines headless: contract types only from its root, no network, DOM or storage', async () => {
    const machine = (code: string) => ruleIdsFor('packages/machines/src/__lint_fixture__.ts', code);
    expect(
      await machine("import { contract } from '@portal/api-contract';\nexport const endpoints = contract;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await machine(
        "import { createRng } from '@portal/api-contract/random';\nexport const random = createRng;\n",
      ),
    ).toContain('no-restricted-imports');
    for (const global of ['fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'])
      expect(await machine(`export const effect = () => ${global};\n`), global).toContain(
        'no-restricted-globals',
      );
    expect(
      await machine(
        "import type { MemberInfo } from '@portal/api-contract';\nimport { isErrorCode } from '@portal/api-contract/errors';\n" +
          'export const check = (member: MemberInfo, code: string) => isErrorCode(code) && member;\n',
      ),
    ).toEqual([]);
  });

  it('refuses a faked call in flow stories and tests, and keeps the translation rule there', async () => {
    const fixture = 'packages/flows/src/Login/__lint_fixture__.test.ts';
    expect(
      await ruleIdsFor(
        fixture,
        "import { fromPromise } from 'xstate';\nexport const login = fromPromise(async () => null);\n",
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIdsFor(
        fixture,
        "import * as xstate from 'xstate';\nexport const login = xstate.fromPromise(async () => null);\n",
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIdsFor(
        'packages/flows/src/Login/__lint_fixture__.stories.tsx',
        "import { useTranslation } from '@portal/ui';\nexport function Label() {\n  const { t: tw } = useTranslation('wallet');\n  return tw('balance.main');\n}\n",
      ),
    ).toContain('no-restricted-syntax');
    // The actors themselves are made of fromPromise.
    expect(
      await ruleIdsFor(
        'packages/flows/src/actors/__lint_fixture__.test.ts',
        "import { fromPromise } from 'xstate';\nexport const login = fromPromise(async () => null);\n",
      ),
    ).toEqual([]);
  });

  it('keeps the portal’s floors in order: a lower one never imports a higher one', async () => {
    /** The rules that fire on a file of floor `from` importing `module` (a path under src/). */
    const importing = (from: string, module: string) =>
      ruleIdsFor(
        `apps/portal/src/${from}/__lint_fixture__.ts`,
        `import * as imported from '../${module}';\nexport const used = imported;\n`,
      );
    const refused = 'import-x/no-restricted-paths';
    expect(await importing('api', 'app/session')).toContain(refused);
    expect(await importing('environment', 'api/system')).toContain(refused);
    expect(await importing('app', 'api/system')).toEqual([]);
    // The upper floors: the shell frames screens without importing them; the router composes both.
    expect(await importing('shell', 'screens/home/HomeScreen')).toContain(refused);
    expect(await importing('popups', 'shell/PortalLayout')).toContain(refused);
    expect(await importing('screens', 'router/routes')).toContain(refused);
    expect(await importing('router', 'screens/home/HomeScreen')).toEqual([]);
  });

  it('refuses react-i18next’s hook and provider outside @portal/ui’s binding', async () => {
    for (const fixture of ['packages/flows/src/__lint_fixture__.ts', 'apps/portal/src/__lint_fixture__.ts'])
      expect(
        await ruleIdsFor(
          fixture,
          "import { useTranslation } from 'react-i18next';\nexport const hook = useTranslation;\n",
        ),
      ).toContain('no-restricted-imports');
    expect(
      await ruleIdsFor(
        'apps/portal/src/__lint_fixture__.ts',
        "import { Trans } from 'react-i18next';\nexport const Text = Trans;\n",
      ),
    ).toEqual([]);
  });

  it('lets i18n read the contract’s error codes and nothing else of it', async () => {
    const fixture = 'packages/i18n/src/__lint_fixture__.ts';
    const errorsOnly =
      "import { errorCodes } from '@portal/api-contract/errors';\nexport const codes = errorCodes;\n";
    expect(await ruleIdsFor(fixture, errorsOnly)).toEqual([]);
    for (const subpath of [
      '@portal/api-contract',
      '@portal/api-contract/mocks',
      '@portal/api-contract/validation',
    ])
      expect(
        await ruleIdsFor(fixture, `import * as api from '${subpath}';\nexport const x = api;\n`),
      ).toContain('no-restricted-imports');
  });

  it('refuses a dependency the package does not declare', async () => {
    const ids = await ruleIdsFor(
      'packages/machines/src/__lint_fixture__.ts',
      "import { render } from '@testing-library/react';\nexport const draw = render;\n",
    );
    expect(ids).toContain('import-x/no-extraneous-dependencies');
  });

  it('refuses a disable comment without its reason', async () => {
    const ids = await ruleIdsFor(
      'packages/machines/src/__lint_fixture__.ts',
      '// eslint-disable-next-line prefer-const\nlet value = 1;\nexport const read = () => value;\n',
    );
    expect(ids).toContain('@eslint-community/eslint-comments/require-description');
  });

  it('refuses a second, renamed t for another namespace, but not for a key prefix', async () => {
    const component = (hooks: string) =>
      `import { useTranslation } from '@portal/ui';\nexport function Label() {\n${hooks}\n  return t('routes.home') + tw('balance.main');\n}\n`;
    expect(
      await ruleIdsFor(
        'apps/portal/src/__lint_fixture__.tsx',
        component("  const { t } = useTranslation('nav');\n  const { t: tw } = useTranslation('wallet');"),
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await ruleIdsFor(
        'apps/portal/src/__lint_fixture__.tsx',
        component(
          "  const { t } = useTranslation('nav');\n  const { t: tw } = useTranslation('wallet', { keyPrefix: 'balance' });",
        ),
      ),
    ).not.toContain('no-restricted-syntax');
  });
});

describe('.oxlintrc.json (npm run typecheck)', () => {
  /** What `npm run typecheck` reports for one file: each diagnostic's rule or TypeScript code. */
  async function typeDiagnosticsFor(relativePath: string, code: string): Promise<string[]> {
    const file = path.join(root, relativePath);
    writeFileSync(file, code);
    written.push(file);
    const run = promisify(execFile)(
      path.join(root, 'node_modules/.bin/oxlint'),
      ['--type-aware', '--type-check', '--format=json', relativePath],
      { cwd: root },
    );
    // oxlint exits non-zero when it reports an error; its JSON is on stdout either way.
    const { stdout } = await run.catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string }[] };
    return diagnostics.map((diagnostic) => diagnostic.code);
  }

  it('refuses a type error and every misuse of a promise where types are checked', async () => {
    const codes = await typeDiagnosticsFor(
      'packages/machines/src/__lint_fixture__.ts',
      [
        'async function work(): Promise<void> {}',
        'export const count: number = "three";',
        'export function start(): void {',
        '  work();',
        '  [1].forEach(async () => { await work(); });',
        '}',
        'export async function settle(): Promise<void> { await 3; }',
      ].join('\n'),
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'typescript(TS2322)',
        'typescript(no-floating-promises)',
        'typescript(no-misused-promises)',
        'typescript(await-thenable)',
      ]),
    );
  }, 60_000);

  it('leaves a file without type errors or promise misuse alone', async () => {
    const codes = await typeDiagnosticsFor(
      'packages/machines/src/__lint_fixture__.ts',
      'async function work(): Promise<void> {}\nexport async function start(): Promise<void> {\n  await work();\n  void work();\n}\n',
    );
    expect(codes).toEqual([]);
  }, 60_000);
});
