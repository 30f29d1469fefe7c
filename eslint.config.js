// One flat config for the whole monorepo. `lint --max-warnings 0` runs per package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/coverage/**',
      'visual-tests/test-results/**',
      'visual-tests/report/**',
      '**/*.d.ts',
      '**/mockServiceWorker.js',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import cycles make module initialisation order-dependent and hide layering mistakes.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  // Headless packages must stay headless: no React, no DOM-bound UI.
  {
    files: [
      'packages/machines/**/*.ts',
      'packages/api-contract/**/*.ts',
      'packages/i18n/**/*.ts',
      'tokens/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@portal/ui', '@portal/theme'],
              message: 'Headless packages must not depend on React or the UI layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Machines never call fetch: declare an actor in setup() instead.' },
        'document',
        'window',
      ],
    },
  },
  // Dependency direction: tokens -> theme -> ui. Nothing points back up.
  {
    files: ['packages/theme/**/*.ts', 'tokens/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/ui', '@portal/machines', '@portal/api-contract'],
              message: 'tokens and theme sit below every other package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/machines', '@portal/api-contract', '@portal/flows'],
              message: 'ui is presentational: machines and the API are composed in the portal.',
            },
          ],
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
