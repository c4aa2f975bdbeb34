import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN.md "Layout"): app/domain imports nothing of ours but itself; app/server
// never imports routes or UI; UI and components never import server code.
const ours = (dirs) => dirs.flatMap((dir) => [`**/${dir}/**`, `#app/${dir}/**`]);

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Leaving app/domain by a relative path: one level up from its top-level files, two from its folders.
  ...[
    { files: ['app/domain/*.{ts,tsx}'], up: '../*' },
    { files: ['app/domain/*/**'], up: '../../*' },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [up, ...ours(['server', 'routes', 'ui', 'site', 'staff'])], message: 'app/domain is pure: it imports nothing of ours outside app/domain.' }] },
      ],
    },
  })),
  {
    files: ['app/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ours(['routes', 'ui', 'site', 'staff']), message: 'app/server never imports routes or UI.' }] },
      ],
    },
  },
  {
    files: ['app/ui/**', 'app/site/**', 'app/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...ours(['server', 'routes']), '**/*.server', '**/*.server.ts'], message: 'Components never import server code or routes.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'server.js', 'tests/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
