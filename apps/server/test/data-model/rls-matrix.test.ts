// The access matrix of DESIGN.md §3, table-driven: every principal × every table and verb (and every remote
// function), each cell run in its own rolled-back transaction as that principal, then compared and printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { buildWorld, type World } from './fixtures.ts';
import { PRINCIPALS, actions, type Action } from './matrix-actions.ts';
import { probe, type Actor } from './support.ts';
import { DbError } from '../../src/db/types.ts';

async function outcome(db: Database, action: Action, me: Actor, w: World): Promise<string> {
  try {
    return await probe(db, me, (tx) => action.run({ tx, me, w }));
  } catch (err) {
    if (err instanceof DbError) return err.code === '42501' ? 'denied' : err.code;
    throw err;
  }
}

function format(rows: { row: string; cells: string[] }[]): string {
  const widths = [Math.max(...rows.map((r) => r.row.length)), ...PRINCIPALS.map((p, i) =>
    Math.max(p.length, ...rows.map((r) => r.cells[i]?.length ?? 0)))];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  return [line(['', ...PRINCIPALS]), ...rows.map((r) => line([r.row, ...r.cells]))].join('\n');
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
    const actual: { row: string; cells: string[] }[] = [];
    const expected: { row: string; cells: string[] }[] = [];
    for (const action of actions(world)) {
      const cells: string[] = [];
      for (const p of PRINCIPALS) cells.push(await outcome(db, action, world[p], world));
      actual.push({ row: action.row, cells });
      expected.push({ row: action.row, cells: [...action.expect] });
    }
    console.log(`access matrix on ${backend}:\n${format(actual)}`);
    expect(format(actual)).toBe(format(expected));
  });
});
