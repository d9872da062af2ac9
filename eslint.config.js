import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noTypeCycle from './eslint-rules/no-type-cycle.js';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const firebaseDataImports = {
  group: ['firebase/firestore', 'firebase/firestore/*', 'firebase/storage', '@firebase/firestore*', '@firebase/storage*'],
  message: 'Firestore and Storage live behind the data seam: import from @/data instead.',
};
const testImports = {
  group: ['**/*.test', '**/*.test.*', '**/tests/**', '@testing-library/*', 'vitest', 'fake-indexeddb*'],
  message: 'Source code may not import test code.',
};
const noAppOrFeatures = {
  group: ['@/app', '@/app/**', '@/features', '@/features/**'],
  message: 'Shared code (components, config, content, data, domain, hooks, lib) may not import features or app: imports flow shared -> features -> app.',
};

/** Unit tests and their helpers live beside the source; everything else under src is source. */
const testFiles = ['src/**/*.test.{ts,tsx}', 'src/**/test-utils/**'];

/**
 * One no-restricted-imports setting for `files`, twice: source files also get "may not import
 * test code", test files do not. (A later block's no-restricted-imports replaces an earlier one's
 * for the files both match, so each block must carry every pattern that applies to its files.)
 */
function restrict(files, patterns, ignores = [], testPatterns = patterns) {
  return [
    {
      files,
      ignores: [...ignores, ...testFiles],
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, testImports] }] },
    },
    {
      files: files.flatMap((pattern) => testFiles.map((test) => [pattern, test])),
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns: testPatterns }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'node_modules', 'functions/lib', 'functions/node_modules', 'agent/dist', 'agent/node_modules', 'coverage', 'playwright-report', 'test-results', '.emulator-data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json', 'functions/tsconfig.json', 'agent/tsconfig.test.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': 'error',
      // import-x/no-cycle skips type-only imports; this catches the circles that pass through one.
      'local/no-type-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [firebaseDataImports] }],
    },
  },
  // The rules tests talk to the emulators with the SDK itself: they check the rules, not the seam.
  {
    files: ['tests/rules/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Source (not tests) may not import test code; shared code may not reach up into features or
  // app; a feature imports only itself and shared code; the domain is pure TypeScript.
  ...restrict(['src/**/*.{ts,tsx}'], [firebaseDataImports]),
  ...restrict(
    ['src/{components,config,content,data,domain,hooks,lib,utils,styles}/**/*.{ts,tsx}'],
    [firebaseDataImports, noAppOrFeatures],
    ['src/data/**'],
  ),
  ...restrict(['src/data/**/*.{ts,tsx}'], [noAppOrFeatures]),
  // A feature's tests may also render the composed desk (src/app/test-utils: the admin harness
  // mounts the route table of src/app/routes/admin, whose views come from several features).
  ...features.flatMap((feature) => {
    const own = ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`];
    const message = `Feature "${feature}" may import only itself and shared code.`;
    return restrict(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [firebaseDataImports, { group: ['@/app', '@/app/**', ...own], message }],
      [],
      [firebaseDataImports, { regex: '^@/app(?!/test-utils/)', message }, { group: own, message }],
    );
  }),
  ...restrict(
    ['src/domain/**/*.ts'],
    [
      noAppOrFeatures,
      { group: ['react', 'react-*', 'firebase', 'firebase/*', '@/data', '@/data/**', '@/lib/**'], message: 'src/domain is pure TypeScript.' },
    ],
  ),
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The Cloud Functions and the meter collector run on Node, not in a browser.
  {
    files: ['functions/**/*.{js,mjs,ts}', 'agent/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The functions share the app's facts, not its screens: from the app they may import only
  // src/domain/** and src/config/**; their tests may also drive the meter collector (agent/src,
  // agent/test). Imports are relative, and how many '../' climb out of functions/ depends on the
  // file's folder: one block per depth. (The app's firebase/firestore seam does not apply here.)
  ...[1, 2, 3, 4, 5].flatMap((depth) => {
    const inside = '*/'.repeat(depth - 1);
    const boundary = (agent) => ({
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!src/(domain|config)/${agent ? '|agent/(src|test)/' : ''})`,
              message: `functions/ may import from outside itself only src/domain/** and src/config/**${agent ? ' (its tests also agent/src and agent/test)' : ''}.`,
            },
            { group: ['@/*', '@/**'], message: "functions/ does not use the app's @/ alias: import src/domain or src/config by relative path." },
          ],
        },
      ],
    });
    const source = { files: [`functions/${inside}*.{js,mjs,ts}`], ignores: ['functions/test/**'], rules: boundary(false) };
    const tests = { files: [`functions/test/${inside.slice(2)}*.{js,mjs,ts}`], rules: boundary(true) };
    return depth === 1 ? [source] : [source, tests];
  }),
);
