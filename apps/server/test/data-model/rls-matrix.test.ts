// The access matrix of DESIGN.md §3, table-driven: every principal × every table and verb (and every remote
// function), each cell run in its own rolled-back transaction as that principal, then compared and printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { buildWorld, type World } from './fixtures.ts';
import { matrixRows, type MatrixRow } from './access-matrix.ts';
import { PRINCIPALS, formatMatrix as format, type MatrixLine } from './matrix-principals.ts';
import { probe, type Actor } from './support.ts';
import { DbError } from '../../src/db/types.ts';

async function outcome(db: Database, sql: NonNullable<MatrixRow['sql']>, me: Actor): Promise<string> {
  try {
    return await probe(db, me, (tx) => sql({ tx, me }));
  } catch (err) {
    if (err instanceof DbError) return err.code === '42501' ? 'denied' : err.code;
    throw err;
  }
}

describe.each(backends)('access matrix (DESIGN.md §3) on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let world: World;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    world = await db.transaction((tx) => buildWorld(tx));
  });
  afterAll(async () => cleanup());

  it('every principal × table × verb and every function behaves as the design says', async () => {
    const actual: MatrixLine[] = [];
    const expected: MatrixLine[] = [];
    for (const action of matrixRows(world)) {
      if (!action.sql) continue; // a row only the API can ask (api-rls-matrix.test.ts)
      const cells: string[] = [];
      for (const p of PRINCIPALS) cells.push(await outcome(db, action.sql, world[p]));
      actual.push({ row: action.row, cells });
      expected.push({ row: action.row, cells: [...action.expect] });
    }
    console.log(`access matrix on ${backend}:\n${format(actual)}`);
    expect(format(actual)).toBe(format(expected));
  });
});
