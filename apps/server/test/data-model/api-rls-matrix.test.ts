// The access matrix of DESIGN.md §3 through the data API: every principal (a real user signed in with its own
// @supabase/supabase-js client, or anon) × every public table and verb, and every remote function over rpc().
// Each cell's outcome is compared with the design in one assertion per database, and the matrix is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { matrixRows } from './access-matrix.ts';
import { PRINCIPALS, formatMatrix as format, type MatrixLine } from './matrix-principals.ts';
import { buildApiWorld, resetWorld, type ApiWorld } from './api-matrix-world.ts';

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
    const actual: MatrixLine[] = [];
    const expected: MatrixLine[] = [];
    for (const action of matrixRows(world)) {
      if (!action.api) continue; // a row only SQL can ask (rls-matrix.test.ts)
      const cells: string[] = [];
      for (const p of PRINCIPALS) {
        const cell = await action.api(world[p]);
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
