import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'node_modules', 'functions', 'coverage', 'playwright-report', 'test-results', '.emulator-data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': 'error',
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
  // Source (not tests) may not import test code.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test-utils/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseDataImports, testImports] }] },
  },
  // Shared code may not reach up into features or app.
  {
    files: ['src/{components,config,content,data,domain,hooks,lib,utils,styles}/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseDataImports, noAppOrFeatures] }] },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppOrFeatures] }] },
  },
  // A feature imports only itself and shared code, never app.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseDataImports,
            {
              group: ['@/app', '@/app/**', '@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: `Feature "${feature}" may import only itself and shared code.`,
            },
          ],
        },
      ],
    },
  })),
  // The pure domain: no React, no Firebase.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noAppOrFeatures, { group: ['react', 'react-*', 'firebase', 'firebase/*', '@/data', '@/data/**', '@/lib/**'], message: 'src/domain is pure TypeScript.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
