// The import boundaries are lint rules (eslint.config.js, issue 38), so they are tested as rules: ESLint's own API
// lints a one-line probe placed at a path that does not exist, importing a file that does, and each forbidden import
// must fail with its zone's message while its allowed twin passes. lintText on a few probes, not a tree: quick.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ZONED = ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'];
// The cycle rule walks every imported module's own imports; these probes are about paths only.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { files: ZONED, rules: { 'import-x/no-cycle': 'off' } },
});
// One zone that refuses everything: it reports a probe's import only when the import resolves to a file, so an
// allowed probe cannot pass just because the file it imports has moved away.
const resolver = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ZONED,
    rules: {
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [{ target: '.', from: '.' }] }],
    },
  },
});

interface Probe {
  name: string;
  /** Where the probe pretends to live, from the repository's root. */
  at: string;
  /** What it imports, as written in its import line (the file must exist). */
  imports: string;
  /** A piece of the zone's message when the import is forbidden; null when it is allowed. */
  refused: string | null;
}

const FEATURES = 'Features never import each other';
const WEB_TO_SERVER = "The web app never imports the server's sources";
const SERVER_TO_WEB = "The server never imports the web app's sources";
const FLOORS = 'imports only from the floors below it';
const APIS = 'auth/, rest/ and storage/ never import one another';
const STAGES = 'REST stages run one way';
const ROOTS = 'The composition roots import down only';

const probes: Probe[] = [
  // apps/web: bulletproof-react's zones.
  {
    name: 'a web feature importing another feature',
    at: 'apps/web/src/features/blog/lint-probe.ts',
    imports: '../posts/api/create-post.ts',
    refused: FEATURES,
  },
  {
    name: 'a web feature importing shared code',
    at: 'apps/web/src/features/blog/lint-probe.ts',
    imports: '../../lib/cn.ts',
    refused: null,
  },
  // Between the apps.
  {
    name: "the web app importing the server's sources",
    at: 'apps/web/src/lib/lint-probe.ts',
    imports: '../../../server/src/rest/routes.ts',
    refused: WEB_TO_SERVER,
  },
  {
    name: "the web app's build importing the server's sources",
    at: 'apps/web/build/lint-probe.ts',
    imports: '../../server/src/config.ts',
    refused: WEB_TO_SERVER,
  },
  {
    name: "a server test importing the web app's sources",
    at: 'apps/server/test/web/lint-probe.test.ts',
    imports: '../../../web/src/lib/cn.ts',
    refused: SERVER_TO_WEB,
  },
  {
    name: 'the web app importing the common floor by name',
    at: 'apps/web/src/lib/lint-probe.ts',
    imports: '@advisory/site/database-types',
    refused: null,
  },
  {
    name: 'the server importing the common floor by name',
    at: 'apps/server/src/db/lint-probe.ts',
    imports: '@advisory/site/database-types',
    refused: null,
  },
  {
    name: 'the common floor importing an app',
    at: 'packages/site/src/lint-probe.ts',
    imports: '../../../apps/server/src/config.ts',
    refused: 'it imports neither',
  },
  {
    name: "a bench importing the server's sources (outside both apps)",
    at: 'bench/lint-probe.ts',
    imports: '../apps/server/src/config.ts',
    refused: null,
  },
  // The server's floors.
  {
    name: 'db/ importing http/',
    at: 'apps/server/src/db/lint-probe.ts',
    imports: '../http/logger.ts',
    refused: `db/ ${FLOORS}`,
  },
  {
    name: 'db/ importing a base file',
    at: 'apps/server/src/db/lint-probe.ts',
    imports: '../config.ts',
    refused: null,
  },
  {
    name: 'http/ importing rest/',
    at: 'apps/server/src/http/lint-probe.ts',
    imports: '../rest/errors.ts',
    refused: `http/ ${FLOORS}`,
  },
  {
    name: 'http/ importing db/',
    at: 'apps/server/src/http/lint-probe.ts',
    imports: '../db/types.ts',
    refused: null,
  },
  {
    name: 'analytics/ importing auth/',
    at: 'apps/server/src/analytics/lint-probe.ts',
    imports: '../auth/tokens/jwt.ts',
    refused: `analytics/ ${FLOORS}`,
  },
  {
    name: 'an analytics test importing auth/ to mint a token (tests stand outside the floors)',
    at: 'apps/server/src/analytics/lint-probe.test.ts',
    imports: '../auth/tokens/jwt.ts',
    refused: null,
  },
  {
    name: 'web/ importing the composition root',
    at: 'apps/server/src/web/lint-probe.ts',
    imports: '../app.ts',
    refused: `web/ jobs/ ${FLOORS}`,
  },
  {
    name: "web/ importing an API's part",
    at: 'apps/server/src/web/lint-probe.ts',
    imports: '../rest/errors.ts',
    refused: null,
  },
  // The APIs side by side.
  {
    name: 'auth/ importing rest/',
    at: 'apps/server/src/auth/lint-probe.ts',
    imports: '../rest/errors.ts',
    refused: APIS,
  },
  {
    name: 'rest/ importing auth/',
    at: 'apps/server/src/rest/lint-probe.ts',
    imports: '../auth/errors.ts',
    refused: APIS,
  },
  {
    name: 'storage/ importing rest/',
    at: 'apps/server/src/storage/lint-probe.ts',
    imports: '../rest/execute/run.ts',
    refused: APIS,
  },
  {
    name: 'auth/ importing the floors below',
    at: 'apps/server/src/auth/lint-probe.ts',
    imports: '../http/api-auth.ts',
    refused: null,
  },
  // The REST stages.
  {
    name: 'rest/plan importing rest/sql',
    at: 'apps/server/src/rest/plan/lint-probe.ts',
    imports: '../sql/statement.ts',
    refused: STAGES,
  },
  {
    name: 'a rest/plan test importing rest/sql (the stage order binds tests too)',
    at: 'apps/server/src/rest/plan/lint-probe.test.ts',
    imports: '../sql/statement.ts',
    refused: STAGES,
  },
  {
    name: 'a stage importing the wiring beside the stages',
    at: 'apps/server/src/rest/plan/lint-probe.ts',
    imports: '../handler.ts',
    refused: STAGES,
  },
  {
    name: 'rest/sql importing rest/plan',
    at: 'apps/server/src/rest/sql/lint-probe.ts',
    imports: '../plan/types.ts',
    refused: null,
  },
  {
    name: 'a stage importing rest/errors.ts',
    at: 'apps/server/src/rest/plan/lint-probe.ts',
    imports: '../errors.ts',
    refused: null,
  },
  // The composition roots.
  {
    name: 'cli/ importing server.ts',
    at: 'apps/server/src/cli/lint-probe.ts',
    imports: '../server.ts',
    refused: ROOTS,
  },
  {
    name: 'main.ts importing server.ts',
    at: 'apps/server/src/main.ts',
    imports: './server.ts',
    refused: null,
  },
];

async function messages(linter: ESLint, probe: Probe): Promise<string[]> {
  const [result] = await linter.lintText(`import '${probe.imports}';\n`, { filePath: `${ROOT}${probe.at}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it.each(probes.filter((p) => !p.at.startsWith('bench/')))('$name: the import resolves', async (probe) => {
    expect(await messages(resolver, probe)).toHaveLength(1);
  });

  it.each(probes)('$name', async (probe) => {
    const found = await messages(eslint, probe);
    if (probe.refused === null) expect(found).toEqual([]);
    else {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^import-x\/no-restricted-paths: Unexpected path .* imported in restricted zone\./,
      );
      expect(found[0]).toContain(probe.refused);
    }
  });
});
