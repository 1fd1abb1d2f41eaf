// One lint setup for the whole repository: ESLint's and typescript-eslint's recommended presets, kept whole.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// bulletproof-react's one-way imports (STYLE.md): app → features → shared (components, hooks, lib, config, …),
// never back up, and no feature imports another (a screen that composes two is a route module in app/routes).
const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const SHARED = ['components', 'config', 'lib', 'testing', 'assets'];
const webZones = [
  ...FEATURES.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'Features never import each other: compose them in a route module under app/routes.',
  })),
  {
    target: SHARED.map((dir) => `${WEB}/${dir}`),
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code is imported by features and the app, never the other way round.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app layer (app/ composes features).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Schemas must get zod through lib/zod.ts, which turns off its eval probe (our CSP forbids eval).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/zod' (it sets zod's CSP-safe mode first)." },
            // Installed for bench/web.ts's baseline only; the app has its own router (ADR 0010).
            { name: 'react-router', message: "Import from '@/lib/router' (ADR 0010)." },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/lib/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
