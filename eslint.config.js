import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tessera from './tools/eslint/feature-boundaries.js';

// Boundary rules: dependencies point down the table in ARCHITECTURE.md only.
const ours = (...names) => names.map((name) => ({ group: [`@tessera/${name}`, `@tessera/${name}/*`], message: `This layer may not import @tessera/${name}.` }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', '.tmp/**', '.scratch/**', 'apps/web/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...ours('content', 'server', 'web'), { group: ['node:*', 'react', 'react-dom'], message: 'core is pure: no Node, DOM or React.' }] },
      ],
    },
  },
  {
    files: ['packages/content/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ours('server', 'web') }] },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours('web', 'content'), { group: ['**/routes/*/**'], message: 'Routes never import routes.' }] }],
    },
  },
  {
    // A migration stays as it shipped: it may not import the app's own code, which goes on changing.
    files: ['apps/server/src/db/migrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...ours('web', 'content'), { regex: '^\\.\\./', message: "A migration imports none of the app's code: copy what it needs." }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...ours('server')] }],
    },
  },
  {
    // The build runs in Node: of the app's code it may import only framework-free modules (lib/, the pack's name).
    files: ['apps/web/vite/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ours('server'),
            {
              regex: '^(\\.\\./)+src/(?!lib/|service-worker/picture-pack-name$)',
              message: 'The build imports only src/lib/ (no state, features, app or components).',
            },
          ],
        },
      ],
    },
  },
  {
    // Client tests of the sync talk to the real server, started by the server package's testing entry.
    files: ['apps/web/src/**/*.server.test.{ts,tsx}', 'apps/web/src/test/*.server.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@tessera/server(?!/testing$)', message: 'Tests use @tessera/server/testing only.' }] }],
    },
  },
  {
    files: ['apps/web/src/{lib,components,state,sync,features,app}/**'],
    plugins: { tessera: tessera },
    rules: { 'tessera/feature-boundaries': 'error' },
  },
);
