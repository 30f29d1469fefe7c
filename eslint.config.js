// One flat config for the whole monorepo. `lint --max-warnings 0` runs per package. Rules that need
// types (the promise rules) run with the type check in .oxlintrc.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Workspaces, each with the internal packages it must never import (ADR 0003's direction). */
const apps = ['@portal/api', '@portal/portal'];
const react = ['react', 'react-dom', 'react/*', 'react-dom/*'];
/** One way to translate: @portal/ui's binding, which keeps no state of its own per component. */
const translationBinding = {
  name: 'react-i18next',
  importNames: ['useTranslation', 'I18nextProvider'],
  message: 'Use useTranslation and TranslationProvider from @portal/ui.',
};
/**
 * One way to read several namespaces: one hook with the array form, `t('wallet:balance.main')`. A
 * renamed second `t` stays for a key prefix (a sub-tree of a namespace), which the array cannot say.
 */
const oneTranslationHook = {
  selector:
    'VariableDeclarator[init.callee.name="useTranslation"][init.arguments.length<2] > ObjectPattern > Property[key.name="t"][value.name!="t"]',
  message:
    "Read another namespace through the component's one hook: useTranslation(['nav', 'wallet']) and t('wallet:key').",
};
/** The portal's source folders as floors, lowest first: each imports only from those below it. */
const portalFloors = [
  'site', // the brand and browser storage
  'environment', // the client, stores and hydration the app runs in
  'api', // reads and writes
  'app', // session, popups' state, realtime
  'routes', // the route table and links
  'blocks', // what popups, the shell and screens share
  'popups',
  'shell', // the frame every page sits in
  'screens',
  'router', // routes to screens in the shell
];
/** Above every floor: the prerenderer, the Storybook harness and test helpers. */
const portalTop = ['prerender', 'storybook', 'test'];
const workspaces = [
  {
    dir: 'tokens',
    forbidden: [...react, '@portal/*'],
    message: 'tokens sit below every other package.',
  },
  {
    dir: 'packages/theme',
    forbidden: [
      ...react,
      '@portal/i18n',
      '@portal/ui',
      '@portal/machines',
      '@portal/api-contract',
      '@portal/api-contract/*',
      '@portal/flows',
      ...apps,
    ],
    message: 'theme depends on tokens only.',
  },
  {
    dir: 'packages/i18n',
    forbidden: [
      ...react,
      '@portal/theme',
      '@portal/ui',
      '@portal/machines',
      '@portal/flows',
      // Every subpath but /errors; the root itself is in `forbiddenNames` (a pattern naming the
      // root would cover its subpaths too, and a `!` cannot re-include below an excluded path).
      '@portal/api-contract/*',
      '!@portal/api-contract/errors',
      ...apps,
    ],
    forbiddenNames: ['@portal/api-contract'],
    message: 'i18n is headless; it may read the contract’s error codes (`@portal/api-contract/errors`) only.',
  },
  {
    dir: 'packages/api-contract',
    forbidden: [...react, '@portal/*'],
    message: 'the API contract is headless and stands alone.',
  },
  {
    dir: 'packages/machines',
    forbidden: [
      ...react,
      '@portal/theme',
      '@portal/i18n',
      '@portal/ui',
      '@portal/flows',
      '@portal/api-contract/mocks',
      '@portal/api-contract/client',
      '@portal/api-contract/operator',
      '@portal/api-contract/random',
      '@portal/api-contract/realtime',
      ...apps,
    ],
    message: 'machines are headless: contract types and validation only, no React, no HTTP client, no mocks.',
    // The contract root also carries the HTTP client, JWE and zod schemas: machines take its types
    // only, and values from the headless subpaths (tests may use the client's ApiError).
    sourcePaths: [
      {
        name: '@portal/api-contract',
        allowTypeImports: true,
        message:
          'machines import types from the contract root; values come from @portal/api-contract/validation or /errors.',
      },
    ],
  },
  {
    dir: 'packages/ui',
    forbidden: [
      '@portal/machines',
      '@portal/api-contract',
      '@portal/api-contract/*',
      '@portal/flows',
      ...apps,
    ],
    message: 'ui is presentational: machines and the API are bound in @portal/flows and composed in apps.',
  },
  {
    dir: 'packages/flows',
    forbidden: apps,
    message: 'packages never import an app.',
  },
  {
    dir: 'apps/api',
    forbidden: [
      ...react,
      '@portal/theme',
      '@portal/ui',
      '@portal/flows',
      '@portal/machines',
      '@portal/portal',
    ],
    message: 'the server shares only the contract with the portal.',
  },
  {
    dir: 'apps/portal',
    forbidden: ['@portal/api'],
    message: 'the portal talks to the server over HTTP only.',
  },
];

/** Files that may use root devDependencies (test runners, Storybook, fixtures). */
const devOnlyFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/storybook/**',
  '**/scripts/**',
  '**/*.config.{ts,js}',
  '**/global-setup.ts',
  '.storybook/**',
  'visual-tests/**',
  '**/e2e/**',
  'scripts/**',
  'eslint.config.js',
  'test-runner-jest.config.js',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/coverage/**',
      'visual-tests/test-results/**',
      'visual-tests/report/**',
      'apps/portal/e2e/test-results/**',
      'apps/portal/e2e/report/**',
      '**/*.d.ts',
      '**/mockServiceWorker.js',
      'apps/api/drizzle/**',
      // Deliberately broken code that scripts/lint-rules.test.ts lints to prove the rules fire.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  comments.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x parses only .js files: no-cycle then follows no TypeScript import and
      // passes every tree (scripts/lint-rules.test.ts proves it fires).
      ...importX.flatConfigs.typescript.settings,
      // Resolves extensionless and workspace imports the way TypeScript does.
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import cycles make module initialisation order-dependent and hide layering mistakes.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A disabled rule says why, beside the comment.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [translationBinding], patterns: [{ group: apps, message: 'Nothing imports an app.' }] },
      ],
      'no-restricted-syntax': ['error', oneTranslationHook],
    },
  },
  {
    // Flow stories and tests reach the API through createFlowActors over the mock handlers, so a
    // contract change breaks them; an answer a story needs comes from the mocks' overrides and named
    // states, never from a hand-written actor standing in for the call.
    files: ['packages/flows/src/**/*.{stories,test}.{ts,tsx}'],
    ignores: ['packages/flows/src/actors/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        oneTranslationHook,
        ...[
          'ImportSpecifier[imported.name="fromPromise"]',
          'MemberExpression[property.name="fromPromise"]',
        ].map((selector) => ({
          selector,
          message:
            'Use createFlowActors over the mock handlers (src/test/actors.ts) instead of faking a call.',
        })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Every import names a dependency of its own package (root devDependencies only in dev files).
  ...[...workspaces.map(({ dir }) => dir)].map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [path.join(root, dir), root],
          devDependencies: devOnlyFiles.map((glob) => (glob.startsWith('**') ? glob : `${dir}/${glob}`)),
          peerDependencies: true,
          optionalDependencies: false,
        },
      ],
    },
  })),
  {
    files: ['.storybook/**/*.{ts,tsx}', 'visual-tests/**/*.ts', 'scripts/**/*.ts', '*.{js,ts}'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [root], devDependencies: true }],
    },
  },
  // Dependency direction, one block per workspace so no block replaces another's patterns; a
  // workspace with `sourcePaths` gets a second block for its non-test sources repeating both.
  ...workspaces.flatMap(({ dir, forbidden, forbiddenNames = [], message, sourcePaths }) => {
    const names = [...forbiddenNames.map((name) => ({ name, message })), translationBinding];
    const patterns = [{ group: forbidden, message }];
    return [
      {
        files: [`${dir}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { paths: names, patterns }] },
      },
      ...(sourcePaths
        ? [
            {
              files: [`${dir}/**/*.{ts,tsx}`],
              ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
              rules: {
                'no-restricted-imports': ['error', { paths: [...names, ...sourcePaths], patterns }],
              },
            },
          ]
        : []),
    ];
  }),
  {
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // Every effect is an actor the app provides (and a test replaces): no network, DOM or storage.
      'no-restricted-globals': [
        'error',
        ...['fetch', 'document', 'window', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: `Machines never touch ${name}: declare an actor in setup() and let the app provide it.`,
        })),
      ],
    },
  },
  {
    // The portal's floors (portalFloors). Tests and stories may use what sits on top on any floor.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.join(root, 'apps/portal/src'),
          zones: portalFloors.map((floor, index) => ({
            target: `./${floor}`,
            from: [...portalFloors.slice(index + 1), ...portalTop].map((above) => `./${above}`),
            message: `${floor}/ imports only from the floors below it: move what it needs down.`,
          })),
        },
      ],
    },
  },
  {
    // Stories and tests query elements they just rendered; a missing one should throw there.
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'visual-tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
