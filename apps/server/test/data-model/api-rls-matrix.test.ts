// The access matrix of DESIGN.md §3 through the data API: every principal (a real user signed in with its own
// @supabase/supabase-js client, or anon) × every public table and verb, and every remote function over rpc().
// Each cell's outcome is compared with the design in one assertion per database, and the matrix is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { apiActions } from './api-matrix-actions.ts';
import { PRINCIPALS, buildApiWorld, resetWorld, type ApiWorld } from './api-matrix-world.ts';

type Row = { row: string; cells: string[] };

function format(rows: Row[]): string {
  const widths = [Math.max(...rows.map((r) => r.row.length)), ...PRINCIPALS.map((p, i) =>
    Math.max(p.length, ...rows.map((r) => r.cells[i]?.length ?? 0)))];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ').trimEnd();
  return [line(['', ...PRINCIPALS]), ...rows.map((r) => line([r.row, ...r.cells]))].join('\n');
}

// A cell that changed nothing leaves the world as it was; any other outcome of a writing call may have.
const UNCHANGED = /^(denied|0 rows|false|[0-9A-Z]{5})(\/\d+)?$/;

describe.each(backends)('access matrix (DESIGN.md §3) through supabase-js on %s', (backend) => {
  let t: TestServer;
  let world: ApiWorld;

  beforeAll(async () => {
    t = await startTestServer(backend);
    world = await buildApiWorld(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('every principal × table × verb and every function answers as the design says', async () => {
    const actual: Row[] = [];
    const expected: Row[] = [];
    for (const action of apiActions(world)) {
      const cells: string[] = [];
      for (const p of PRINCIPALS) {
        const cell = await action.run(world[p], world);
        cells.push(cell);
        if (action.writes && !UNCHANGED.test(cell)) await resetWorld(t, world);
      }
      actual.push({ row: action.row, cells });
      expected.push({ row: action.row, cells: [...action.expect] });
    }
    console.log(`access matrix through the API on ${backend}:\n${format(actual)}`);
    expect(format(actual)).toEqual(format(expected));
  }, 120_000);
});
