// One ESLint config for the whole workspace. The restricted-import blocks keep
// ownership visible: remotes talk to the host and to each other only through
// the shared package, and nothing deep-imports another package's src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appFolders = ['host', 'remote-storefront', 'remote-verify', 'remote-dashboard'];

const forbidOtherApps = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: appFolders.filter((app) => app !== self).flatMap((app) => [`**/${app}/**`, app]),
            message: 'Apps never import each other: go through @storefront/shared.',
          },
          {
            group: ['@storefront/shared/src/**', '**/shared/src/**'],
            message: 'Import the shared package by its public entry, @storefront/shared.',
          },
          {
            group: ['react-router', 'react-router-dom', 'axios', 'rxjs', 'rxjs/*'],
            message:
              'Import these through @storefront/shared: shared whole through federation they would ship in full (README, Performance).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs in the page: the script that starts each app's scripts.
    files: ['tools/webpack-config/start.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The bench hands some of its functions to the page it measures.
    files: ['tools/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...appFolders.map(forbidOtherApps),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appFolders.flatMap((app) => [`**/${app}/**`, app]),
              message: 'The shared package sits below every app and imports none of them.',
            },
          ],
        },
      ],
    },
  },
);
