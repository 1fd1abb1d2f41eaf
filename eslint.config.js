// One lint setup for the whole repository: ESLint's and typescript-eslint's recommended presets, kept whole.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Zone paths are taken from this file's folder, not from the process's working directory (the lint probe test,
// apps/server/test/ops/lint-boundaries.test.ts, lints from wherever vitest runs).
const ROOT = fileURLToPath(new URL('.', import.meta.url));

// Between the apps (issue 38): neither app reaches into the other's sources; what both must agree on lives in the
// common floor, packages/site, imported by its name (`@advisory/site`) from anywhere, and which imports neither
// app. e2e/, bench/ and scripts/ are outside both apps and drive them from outside (a bench boots the server in
// its process, an e2e spec derives the server's keys), so they may import either app's sources; they are not zoned.
const crossAppZones = [
  {
    target: './apps/web',
    from: './apps/server/src',
    message:
      "The web app never imports the server's sources: shared rules live in packages/site (@advisory/site).",
  },
  {
    target: './apps/server',
    from: './apps/web/src',
    message:
      "The server never imports the web app's sources: shared rules live in packages/site (@advisory/site).",
  },
  {
    target: './packages',
    from: './apps',
    message: 'packages/site is the floor under both apps: it imports neither.',
  },
];

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

// The server's floors (STYLE.md's layout; README "Layout"), measured from its imports before they were written
// down. Bottom to top; a floor imports only from the floors below it (and from inside itself):
//   base         clock.ts, config.ts, paths.ts, site-url-check.ts: stand-alone facts that import nothing of ours
//   db/          adapters, migrations, the RLS handshake (request-context.ts), per-role statement timeouts
//   http/        what every API shares: apikey + JWT → role (api-auth.ts over jwt-verify.ts), the gateway's
//                refusals (gateway-errors.ts), logger, limits, caches, client addresses
//   analytics/   the visit counter; below app-deps.ts because AppDeps carries its collector
//   app-deps.ts  the dependency bag handed to the APIs (its own file, so that no API imports the root)
//   auth/ rest/ storage/  the three APIs, side by side: none imports another. auth/ and rest/ meet in the
//                database (auth.uid() reads request.jwt.claims); what storage/ shares with them is in db/ or http/
//   web/ jobs/   the site host and the background jobs, side by side: they use the APIs' parts, not each other
//   app.ts server.ts main.ts cli/  the composition roots, imported by nobody: main.ts → server.ts → app.ts,
//                and cli/ on its own
// Tests and test support (*.test.ts, *.support.ts, apps/server/test/) stand outside the floors: a test may reach
// up to set its scene (mint a token with auth/, call rest/api.ts from web/'s test, start server.ts from cli/'s).
// The cross-app rule and the REST stage order bind them too.
const SERVER = './apps/server/src';
const inServer = (paths) => paths.map((p) => `${SERVER}/${p}`);
const FLOORS = [
  ['clock.ts', 'config.ts', 'paths.ts', 'site-url-check.ts'],
  ['db'],
  ['http'],
  ['analytics'],
  ['app-deps.ts'],
  ['auth', 'rest', 'storage'],
  ['web', 'jobs'],
  ['app.ts', 'server.ts', 'main.ts', 'cli'],
];
const label = (paths) => paths.map((p) => (p.endsWith('.ts') ? p : `${p}/`)).join(' ');
const FLOOR_LINE = FLOORS.map(label).join(' → ');
const floorZones = FLOORS.slice(0, -1).map((floor, i) => ({
  target: inServer(floor),
  from: inServer(FLOORS.slice(i + 1).flat()),
  message: `Server floors, bottom to top: ${FLOOR_LINE}. ${label(floor)} imports only from the floors below it (eslint.config.js).`,
}));
/** The folders of one floor never import each other. */
const sideBySide = (paths, message) =>
  paths.map((p) => ({ target: inServer([p]), from: inServer(paths.filter((q) => q !== p)), message }));
const siblingZones = [
  ...sideBySide(
    ['auth', 'rest', 'storage'],
    'auth/, rest/ and storage/ never import one another: auth/ and rest/ meet in the database (auth.uid() reads request.jwt.claims); what storage/ shares with them lives in db/ or http/.',
  ),
  ...sideBySide(
    ['web', 'jobs'],
    'web/ and jobs/ never import each other: what both need lives on a floor below.',
  ),
];
const ROOTS_MESSAGE =
  'The composition roots import down only: main.ts → server.ts → app.ts, and cli/ on its own.';
const rootZones = [
  { target: inServer(['app.ts', 'cli']), from: inServer(['server.ts']), message: ROOTS_MESSAGE },
  { target: inServer(['app.ts', 'server.ts', 'cli']), from: inServer(['main.ts']), message: ROOTS_MESSAGE },
  { target: inServer(['app.ts', 'server.ts', 'main.ts']), from: inServer(['cli']), message: ROOTS_MESSAGE },
];

// PostgREST's stages, one way (STYLE.md): request/ → schema-cache/ → plan/ → sql/ → execute/ → response/. A stage
// imports only earlier stages and rest/errors.ts, never a later stage (plan/ never sees sql/) nor the wiring files
// beside them in rest/ (handler.ts, api.ts, routes.ts, …), which import the stages.
const REST = `${SERVER}/rest`;
const STAGES = ['request', 'schema-cache', 'plan', 'sql', 'execute', 'response'];
const STAGE_MESSAGE = `REST stages run one way: ${STAGES.map((s) => `${s}/`).join(' → ')}; a stage imports only earlier stages and rest/errors.ts.`;
const REST_WIRING = readdirSync(new URL(`${REST}/`, import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'errors.ts' && !/\.(test|support)\.ts$/.test(f))
  .map((f) => `${REST}/${f}`);
const stageZones = [
  ...STAGES.slice(0, -1).map((stage, i) => ({
    target: `${REST}/${stage}`,
    from: STAGES.slice(i + 1).map((later) => `${REST}/${later}`),
    message: STAGE_MESSAGE,
  })),
  { target: STAGES.map((s) => `${REST}/${s}`), from: REST_WIRING, message: STAGE_MESSAGE },
];
const SERVER_TESTS = ['apps/server/src/**/*.{test,support}.ts', 'apps/server/test/**/*.ts'];

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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...crossAppZones, ...webZones, ...floorZones, ...siblingZones, ...rootZones, ...stageZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The server's tests stand outside its floors (see above); the rest still binds them.
  {
    files: SERVER_TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...crossAppZones, ...stageZones] }],
    },
  },
);
