// ESLint for the whole repository, with the import boundaries of DESIGN.md §4:
// shared/ imports nothing of web/, functions/, infra/ (and no IO, AWS or React); web features do not import
// each other; web/ never imports functions/ or infra/; functions/ never imports web/ or infra/.
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const features = readdirSync(resolve(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upTo = (folders) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)` });

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { ...upTo(['web', 'functions', 'infra', 'scripts', 'test']), message: 'shared/ is pure: it imports nothing from web/, functions/, infra/, scripts/ or test/.' },
        { regex: '^(node:|react|@aws-sdk/|aws-cdk-lib|electrodb|@chakra-ui/|aws-amplify)', message: 'shared/ is pure: no IO, no AWS, no React.' },
      ]),
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ ...upTo(['web', 'infra', 'scripts', 'test']), message: 'functions/ imports only shared/ and its own modules.' }]),
    },
  },
  // Service workers (web/public/*-sw.js) run in the worker's scope: `self`, clients, registration.
  {
    files: ['web/public/**/*-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': restrict([
        { ...upTo(['functions', 'infra', 'scripts', 'test']), message: 'web/ imports only shared/ and its own modules.' },
        { regex: '^(@aws-sdk/|aws-cdk-lib|electrodb|node:)', message: 'web/ runs in the browser: no server-side packages.' },
      ]),
    },
  },
  {
    // Query keys come from the queries themselves (web/src/lib/api/queries.ts): `someQuery().queryKey`.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api/queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey']:not([value.type='MemberExpression'][value.property.name='queryKey'])",
          message: 'A query key is `someQuery().queryKey` (web/src/lib/api/queries.ts), never written by hand.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(get|set)QueryData$/] > .arguments:first-child:not(MemberExpression[property.name='queryKey'])",
          message: 'A query key is `someQuery().queryKey` (web/src/lib/api/queries.ts), never written by hand.',
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        { ...upTo(['functions', 'infra', 'scripts', 'test']), message: 'web/ imports only shared/ and its own modules.' },
        { regex: '^(@aws-sdk/|aws-cdk-lib|electrodb|node:)', message: 'web/ runs in the browser: no server-side packages.' },
        {
          regex: `(^|/)features/(?!${feature}(/|$))[^/]+|^(\\.\\./)+(?!${feature}(/|$))(${features.join('|')})(/|$)`,
          message: `Web features do not import each other: move what ${feature} shares to web/src/components or web/src/lib.`,
        },
      ]),
    },
  })),
);
