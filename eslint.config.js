import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries from ARCHITECTURE.md, enforced here rather than in prose:
// contracts and analysis import nothing internal; server imports contracts + analysis; web imports contracts only;
// cli imports analysis + server; web features never import each other. Test support (fakes, fixtures, the test
// app, the reliability suites) lives in src/testing: tests, bench and src/testing itself may import it, production
// code never.
const elements = [
  { type: 'testing', pattern: 'src/testing' },
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'analysis', pattern: 'src/analysis' },
  { type: 'server', pattern: 'src/server' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'src/web/app' },
  // components/ holds what every page shares (ui primitives, the page frame, site-wide blog/pwa/site data), never
  // a domain's code: any other folder there is 'web-misplaced', which nothing may import (a domain's code goes into
  // its feature, and the route composes features: app/pages).
  { type: 'web-misplaced', pattern: 'src/web/components/!(ui|blog|pwa|site|*[.]tsx)' },
  { type: 'web-shared', pattern: 'src/web/(components|lib|hooks)' },
  { type: 'web-root', pattern: 'src/web' },
  { type: 'cli', pattern: 'src/cli' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
      '.tmp',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // accessibility in the markup itself; axe checks the rendered pages in the browser tests (e2e/a11y.spec.ts)
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // an import cycle makes load order matter and hides which module owns what
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // without these import-x parses only .js files and sees no TypeScript import at all
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/cli/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'e2e/**/*', 'bench/**/*'],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('contracts', ['contracts']),
            allow('analysis', ['analysis']),
            allow('server', ['server', 'contracts', 'analysis']),
            allow('cli', ['cli', 'server', 'analysis', 'contracts']),
            allow('web-shared', ['web-shared', 'contracts']),
            allow('web-app', ['web-app', 'web-feature', 'web-shared', 'contracts']),
            allow('web-root', ['web-app', 'web-shared', 'contracts']),
            allow('e2e', ['e2e', 'contracts']),
            allow('bench', ['bench', 'server', 'analysis', 'contracts', 'testing']),
            allow('testing', ['testing', 'server', 'analysis', 'contracts', 'web-app', 'web-feature', 'web-shared']),
            // a test file, wherever it sits, may use the test support
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'testing' } } } },
            allow('web-feature', ['web-shared', 'contracts']),
            // a feature may import its own files, never another feature's
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
          ],
        },
      ],
    },
  },
);
