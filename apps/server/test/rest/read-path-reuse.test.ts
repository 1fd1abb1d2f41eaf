// What a repeated read reuses — its built SQL (the read cache) and, on PostgreSQL, its prepared statements on each
// pooled connection — must never carry one caller's answer or role to another, and must follow the schema: the
// same URL read many times over (past PostgreSQL's switch to a generic plan) by anon, a user and the service role,
// then after a column is added and a policy changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { send, startFixtureServer, type FixtureServer } from './scenarios-support.ts';

describe.each(backends)('reused reads on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());

  const bodies = async (as: 'anon' | 'user' | 'service', url = '/t_notes?select=body&order=id') => {
    const res = await send(f, { url, as });
    expect(res.status, res.text).toBe(200);
    return (JSON.parse(res.text) as { body: string }[]).map((r) => r.body);
  };

  it('each caller gets its own rows, however often the same read runs', async () => {
    for (let round = 0; round < 8; round++) {
      expect(await bodies('anon')).toEqual(['mine and public']);
      expect(await bodies('user')).toEqual(['mine and public', 'mine and private']);
      expect((await bodies('service')).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('a reused read follows DDL: a new column, then a narrower policy', async () => {
    const url = '/t_notes?select=*&order=id';
    for (let i = 0; i < 6; i++) expect((await send(f, { url })).status).toBe(200);
    await f.t.db.exec(`alter table public.t_notes add column mood text not null default 'calm'`);
    const after = JSON.parse((await send(f, { url })).text) as Record<string, unknown>[];
    expect(after.map((r) => r.mood)).toEqual(['calm']);
    // anon loses the public rows once its policy is gone (RLS, not the reused statement, decides).
    await f.t.db.exec(`drop policy t_notes_read on public.t_notes;
      create policy t_notes_read on public.t_notes for select to authenticated using (is_public or owner = auth.uid());`);
    expect(await bodies('anon')).toEqual([]);
    expect(await bodies('user')).toEqual(['mine and public', 'mine and private']);
  });
});
