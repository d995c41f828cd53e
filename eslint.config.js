// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Architecture (design §2, §4.1): a web feature imports another feature only through its api/, hooks/ and
 * components/ (never its routes/ or state/); shared UI and lib never import a feature or the app; packages/shared
 * imports no app; no file imports itself back through others (import cycles), so the app/ that builds the store is
 * never imported by a feature. Violations fail `npm run lint`.
 */
const web = 'apps/web/src';
const elements = [
  { type: 'web-entry', pattern: `${web}/main.tsx`, mode: 'full' },
  { type: 'web-app', pattern: `${web}/app/**`, mode: 'full' },
  {
    type: 'feature-public',
    pattern: `${web}/features/*/(api|hooks|components)/**`,
    mode: 'full',
    capture: ['feature'],
  },
  { type: 'feature', pattern: `${web}/features/*/**`, mode: 'full', capture: ['feature'] },
  { type: 'ui', pattern: `${web}/components/**`, mode: 'full' },
  { type: 'lib', pattern: `${web}/lib/**`, mode: 'full' },
  { type: 'web-asset', pattern: `${web}/assets/**`, mode: 'full' },
  { type: 'shared', pattern: 'packages/shared/src/**', mode: 'full' },
  { type: 'server', pattern: 'apps/server/**', mode: 'full' },
];
const sameFeature = { feature: '${from.feature}' };
const tsProjects = ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
      'e2e/.artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration in config.ts only.',
        },
      ],
    },
  },
  {
    files: [
      '**/*config.ts',
      '**/config.ts',
      '**/*-env.ts',
      'e2e/**',
      'bench/**',
      '**/scripts/**',
      'eslint.config.js',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every visible text of the web comes from the catalogues (useT): none written in JSX, as a child or in a
    // prop a person reads or hears.
    files: [`${web}/**/*.tsx`],
    ignores: [`${web}/**/*.test.tsx`, `${web}/test/**`],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(aria-label|aria-description|placeholder|title|alt|label)$'] },
          // A string passed to a function (a field name, a key, a class) is not shown as it is.
          callees: { exclude: ['.*'] },
          // Numbers, punctuation, an email address and the brand are the same in every language.
          words: { exclude: [/^[\p{N}\p{P}\p{S}\s]*$/u, /^\S+@\S+$/, /^Khidma$/] },
          message: 'A visible text goes in the catalogues (messages/en.json and ar.json), shown with useT()',
        },
      ],
    },
  },
  {
    // What the catalogue pages run (the storefront, its header, the cart and search) stays free of the schemas and
    // zod: 55 KB of script on every catalogue page cost them their Lighthouse budget once
    // (docs/decisions/2026-11-26-catalogue-pages-load-no-schema-and-no-intl.md). Their types are free to import.
    files: [
      `${web}/features/{catalog,cart,search}/**/*.{ts,tsx}`,
      `${web}/app/layout/**/*.{ts,tsx}`,
      `${web}/lib/i18n/**/*.{ts,tsx}`,
    ],
    ignores: [`${web}/**/*.test.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@khidma/shared/schemas/*', 'zod'],
              allowTypeImports: true,
              message: 'The catalogue pages load no schema: import its type, or a zod-free module (cart-lines, money)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: tsProjects,
        },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type} (design §4.1: feature boundaries)',
          rules: [
            {
              from: 'web-entry',
              allow: ['web-app', 'feature-public', 'feature', 'ui', 'lib', 'shared', 'web-asset'],
            },
            {
              from: 'web-app',
              allow: ['web-app', 'feature-public', 'feature', 'ui', 'lib', 'shared', 'web-asset'],
            },
            {
              from: ['feature-public', 'feature'],
              allow: [['feature', sameFeature], 'feature-public', 'ui', 'lib', 'shared', 'web-asset'],
            },
            { from: 'ui', allow: ['ui', 'lib', 'shared', 'web-asset'] },
            { from: 'lib', allow: ['lib', 'shared'] },
            { from: 'shared', allow: ['shared'] },
            { from: 'server', allow: ['server', 'shared'] },
          ],
        },
      ],
    },
  },
  {
    // A cycle makes load order decide what is initialised (an import seen as undefined) and hides which module
    // depends on which: none in the apps or packages/shared (type-only imports excepted: they vanish at build).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files and finds no cycle (as in importX.flatConfigs.typescript).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: tsProjects }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
