// A write announced while the redirect table reloads (NOTIFY site_changed arriving mid-read, PostgreSQL) made the
// reload discard what it read, and the request that waited for it was answered from the copy before: a redirect
// saved just then answered 404 (seen once in CI). The request now reads again.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types.ts';
import { createLogger } from '../http/logger.ts';
import { redirectTable, type RedirectTable } from './redirects.ts';

const ROW = { id: 'r1', source_path: '/just-saved', destination_url: '/contact', redirect_type: '302' };

function serve(table: RedirectTable) {
  const app = new Hono();
  app.use('*', table.middleware);
  app.get('*', (c) => c.text('page', 404));
  return app;
}

describe('the redirect table when a write is announced during its reload', () => {
  it('reads again and answers from what the database holds now', async () => {
    let reads = 0;
    let table: RedirectTable | null = null;
    const db = {
      kind: 'postgres',
      async query(sql: string) {
        if (!sql.startsWith('select')) return { rows: [], rowCount: 1, fields: [] }; // the hit counter
        reads += 1;
        // The first read starts before the redirect is saved; the save is announced before it returns.
        if (reads === 1) {
          table?.invalidate();
          return { rows: [], rowCount: 0, fields: [] };
        }
        return { rows: [ROW], rowCount: 1, fields: [] };
      },
    } as unknown as Database;
    table = redirectTable(db, createLogger('silent'), 'https://advisory.example');
    const res = await serve(table).request('/just-saved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/contact');
    expect(reads).toBe(2);
  });

  it('waits for a few reloads at most while writes keep coming, then answers', async () => {
    let reads = 0;
    let table: RedirectTable | null = null;
    const db = {
      kind: 'postgres',
      async query(sql: string) {
        if (!sql.startsWith('select')) return { rows: [], rowCount: 1, fields: [] };
        reads += 1;
        table?.invalidate(); // every read is overtaken by another write
        return { rows: [ROW], rowCount: 1, fields: [] };
      },
    } as unknown as Database;
    table = redirectTable(db, createLogger('silent'), 'https://advisory.example');
    const res = await serve(table).request('/elsewhere');
    expect(res.status).toBe(404);
    expect(reads).toBe(3);
  });
});
