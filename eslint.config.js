import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries from ARCHITECTURE.md, enforced here rather than in prose:
// contracts and analysis import nothing internal; server imports contracts + analysis; web imports contracts only;
// cli imports analysis + server; web features never import each other.
const elements = [
  { type: 'contracts', pattern: 'src/contracts' },
  { type: 'analysis', pattern: 'src/analysis' },
  { type: 'server', pattern: 'src/server' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'web-shared', pattern: 'src/web/(components|lib|hooks|test)' },
  { type: 'web-root', pattern: 'src/web', mode: 'folder' },
  { type: 'cli', pattern: 'src/cli' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', 'src/server/db/migrations'],
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
    files: ['src/cli/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'e2e/**/*', 'bench/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'analysis', allow: ['analysis'] },
            { from: 'server', allow: ['server', 'contracts', 'analysis'] },
            { from: 'cli', allow: ['cli', 'server', 'analysis', 'contracts'] },
            { from: 'web-shared', allow: ['web-shared', 'contracts'] },
            { from: 'web-feature', allow: [['web-feature', { feature: '${from.feature}' }], 'web-shared', 'contracts'] },
            { from: 'web-app', allow: ['web-app', 'web-feature', 'web-shared', 'contracts'] },
            { from: 'web-root', allow: ['web-app', 'web-shared', 'contracts'] },
            { from: 'e2e', allow: ['e2e', 'contracts'] },
            { from: 'bench', allow: ['bench', 'server', 'analysis', 'contracts'] },
          ],
        },
      ],
    },
  },
);
