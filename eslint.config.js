// One lint setup for the whole repository: ESLint's and typescript-eslint's recommended presets, kept whole.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
);
