// One ESLint config for the whole workspace. The restricted-import blocks keep
// ownership visible: remotes talk to the host and to each other only through
// the shared package, and nothing deep-imports another package's src/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appFolders = [
  'host',
  'remote-storefront',
  'remote-verify',
  'remote-dashboard',
  'remote-operator',
];

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
              'Import these through @storefront/shared: shared whole through federation they would ship in full (docs/bench.md).',
          },
        ],
      },
    ],
  },
});

/** The feature folders of an app: `<app>/src/features/<name>`. */
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A feature never imports another, tests included: what two features both
// need goes down into components/, hooks/, lib/ or testing/, and app/ is where
// they meet.
const featureZones = appFolders.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need below them, or meet in app/.',
  })),
);

// Imports flow one way, building blocks → features → app: app/ composes the
// features, and a feature gets what the app knows (its route table) handed
// in. A feature's tests may draw the whole app.
const appZones = appFolders.map((app) => ({
  target: `./${app}/src/features`,
  from: `./${app}/src/app`,
  message: 'Features never import app/: the app hands them what they need.',
}));

// A write speaks through the loader one way: useMutation (busy, then the
// result or the API's words). Pages do not drive the overlay by hand. (Flat
// config keeps a rule's last options only, so blocks with their own
// no-restricted-syntax list this too.)
const oneWayToWrite = {
  selector:
    'CallExpression[callee.object.name="loaderService"][callee.property.name=/^(show|showResult|success|error|run)$/]',
  message: 'Write through useMutation from @storefront/ui; it drives the loader.',
};

export default tseslint.config(
  {
    // releases/ holds pnpm release's copies of built remotes.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      // The browser tests write their reports and traces here while lint runs beside them.
      '**/test-results/**',
      '**/playwright-report/**',
      'releases/**',
    ],
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
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle reads the files an import leads to with the same parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['{host,remote-*}/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...appZones] }],
    },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', oneWayToWrite],
    },
  },
  {
    // My Dashboard holds the customer's pages only: the store console is
    // remote-operator's, under /operator, and the old /dashboard/operator
    // addresses are only the host's redirects. Tests spell addresses out.
    files: ['remote-dashboard/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/\\/dashboard\\/operator/]',
          'TemplateElement[value.raw=/\\/dashboard\\/operator/]',
        ].map((selector) => ({
          selector,
          message: 'The store console lives in remote-operator, under /operator.',
        })),
        oneWayToWrite,
      ],
    },
  },
  {
    // The same for the store console: every page address under /operator is
    // built in remote-operator/src/lib/urls/. Only text that starts with the
    // path counts. The API's own /operator/… routes, which the HTTP client
    // reaches under /api, are left alone where they are written: api/
    // folders, and an import kind's `endpoint`. Tests and their testing/
    // helpers spell addresses out.
    files: ['remote-operator/src/**/*.{ts,tsx}'],
    ignores: [
      'remote-operator/src/lib/urls/**',
      'remote-operator/src/testing/**',
      '**/api/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/operator(?:[/?#]|$)/]:not(Property[key.name="endpoint"] > Literal)',
          'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/operator(?:[/?#]|$)/]',
        ].map((selector) => ({
          selector,
          message: 'Build store console addresses with src/lib/urls/ (one file per domain).',
        })),
        oneWayToWrite,
      ],
    },
  },
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
  {
    files: ['ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appFolders.flatMap((app) => [`**/${app}/**`, app]),
              message: 'The UI kit sits below every app and imports none of them.',
            },
            {
              group: ['@storefront/shared/src/**', '**/shared/src/**'],
              message: 'Import the shared package by its public entry, @storefront/shared.',
            },
          ],
        },
      ],
    },
  },
);
