import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
// eslint-plugin-import with its plain Node resolver: pure JavaScript, so `npm ci` needs no
// platform-specific binaries (all our imports are relative paths). Import cycles among src/ are
// checked by scripts/check-cycles.mjs (a static check of `npm test`), not import/no-cycle: the same
// graph in one pass over the files, where the rule took half of the lint's time.
import importPlugin from 'eslint-plugin-import';

// Boundaries (docs/architecture.md): imports flow lib/firebase/components -> entities -> features -> app.
// A feature never imports another feature; what several features compose is wired in src/app.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to src/entities or src/components, or wire it in src/app.',
}));
const layerZones = [
  { target: ['./src/lib', './src/firebase', './src/components', './src/i18n'], from: ['./src/entities', './src/features', './src/app', './src/auth', './src/layout'], message: 'Shared code (lib, firebase, components) never imports entities, features or the app.' },
  { target: './src/entities', from: ['./src/features', './src/app', './src/layout'], message: 'Entities never import features or the app.' },
  { target: ['./src/features', './src/auth', './src/layout'], from: './src/app', message: 'Only the app composes; nothing imports src/app.' },
];

// Transactions go through runServerTransaction (src/firebase/online.ts): refused at once offline.
const RUN_TRANSACTION = { name: 'firebase/firestore', importNames: ['runTransaction'], message: 'Use runServerTransaction from src/firebase/online.ts.' };
// Typed collections are made only in src/entities (one folder per collection) and src/firebase.
const TYPED_COLLECTION = {
  group: ['**/firebase/collections'],
  importNames: ['typedCollection'],
  message: "A collection is read through its entity's typed collection: src/entities/<name>/ (docs/architecture.md).",
};

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', '.stack', '.emulator-data', 'test-results', 'test-results-*', 'playwright-report', 'bench-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'no-restricted-imports': ['error', { paths: [RUN_TRANSACTION], patterns: [TYPED_COLLECTION] }],
    },
  },
  // A collection's typed collection and mapper live in its entity (docs/architecture.md).
  { files: ['src/entities/**/*.{ts,tsx}', 'src/firebase/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: [RUN_TRANSACTION] }] } },
  { files: ['src/firebase/online.ts'], rules: { 'no-restricted-imports': 'off' } },
  // The trusted commands (functions/src) share only pure code with the SPA: entities, lib and the
  // features' domain; never screens, the browser's data layer or the browser SDK (DESIGN.md 12).
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/src/app/**', '**/src/layout/**', '**/src/components/**', '**/src/features/*/api/**', '**/src/features/*/components/**', '**/src/features/*/pages/**', '**/src/firebase/*', '!**/src/firebase/fields', 'firebase/*', 'react', 'react-*'],
          message: 'A function shares only pure code with the app: src/entities, src/lib and src/features/*/domain.',
        }],
      }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
);
