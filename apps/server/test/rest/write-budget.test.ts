// Issue 37, finding 4: each caller's writes are charged their declared size against a budget (burst 8 MB, 256 KB/s
// back, http/write-budget.ts) before the body is read or the database asked. Past it: 429 PT429 with Retry-After
// and nothing written; other accounts, other addresses and the service role go on; the budget comes back on the
// app's clock (moved by the test); the editor's own saves of a 2 MB post (autosaves included) pass.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { requestFrom } from './client-ip-support.ts';
import { signedInUser, type SignedInUser } from './supabase-js-support.ts';

/** A body just under the 2 MB limit: four of them spend the 8 MB burst to its last 4 KB. */
const BIG = 'x'.repeat(2_097_000);

describe.each(backends)('write budget on %s', (backend) => {
  let t: TestServer;
  let clock = 1_000_000;
  let learner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend, {}, { now: () => clock });
    learner = await signedInUser(t, 'contributor');
    other = await signedInUser(t, 'contributor');
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** A 1.9 MB PATCH that matches no row: charged in full, stores nothing. */
  const bigPatch = (client: SignedInUser['client']) =>
    client.from('blog_posts').update({ content: BIG }).eq('id', randomUUID());
  const postsTitled = async (title: string) =>
    (await t.db.query('select 1 from public.blog_posts where title = $1', [title])).rows.length;

  it('a learner flooding large writes gets 429 PT429 with Retry-After past the burst, and nothing is written', async () => {
    for (let i = 0; i < 4; i += 1) expect((await bigPatch(learner.client)).error).toBeNull();
    const refused = await learner.client.from('blog_posts').insert({ title: 'Refused', slug: 'refused', content: '<p>x</p>' });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'PT429', message: expect.stringMatching(/^Too many writes: try again in \d+ seconds$/) });
    expect(await postsTitled('Refused')).toBe(0);
    // The answer carries Retry-After (supabase-js hides headers: asked directly, with the learner's token).
    const { data } = await learner.client.auth.getSession();
    const raw = await fetch(`${t.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { apikey: t.anonKey, Authorization: `Bearer ${data.session?.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Refused', slug: 'refused-2' }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await postsTitled('Refused')).toBe(0);
    // Reads are not charged.
    expect((await learner.client.from('blog_posts').select('id').limit(1)).error).toBeNull();
  });

  it('another account, anonymous callers and the service role are unaffected', async () => {
    expect((await other.client.from('blog_posts').insert({ title: 'Other', slug: 'other-post', content: '<p>o</p>' })).error).toBeNull();
    expect(await postsTitled('Other')).toBe(1);
    // The learner's own address, anonymously: its bucket is the address's, not the account's (anon may not
    // update posts: PostgreSQL's refusal, not the budget's).
    expect((await bigPatch(t.client())).error?.code).toBe('42501');
    const admin = t.admin();
    for (let i = 0; i < 6; i += 1) {
      const r = await admin.from('blog_posts').update({ content: BIG }).eq('id', randomUUID());
      expect(r.error).toBeNull();
    }
  });

  it('an anonymous caller is limited by its address: another address goes on', async () => {
    const anonPatch = (from: string) =>
      requestFrom(`${t.url}/rest/v1/blog_posts?id=eq.${randomUUID()}`, {
        method: 'PATCH',
        from,
        body: { content: BIG },
        headers: { apikey: t.anonKey },
      });
    // anon may not update posts (401 42501): each write is still charged before the database refuses it.
    for (let i = 0; i < 4; i += 1) expect((await anonPatch('127.0.0.7')).body).toMatchObject({ code: '42501' });
    const refused = await anonPatch('127.0.0.7');
    expect(refused).toMatchObject({ status: 429, body: { code: 'PT429' } });
    expect((await anonPatch('127.0.0.8')).body).toMatchObject({ code: '42501' });
  });

  it('the budget comes back on the clock: Retry-After seconds later the write passes', async () => {
    const refused = await bigPatch(learner.client);
    expect(refused.status).toBe(429);
    const wait = Number(/in (\d+) seconds/.exec(refused.error?.message ?? '')?.[1]);
    clock += (wait - 1) * 1000;
    expect((await bigPatch(learner.client)).status).toBe(429);
    clock += 1000;
    expect((await bigPatch(learner.client)).error).toBeNull();
  });

  it("the editor's autosaves and save of a 2 MB post pass (autosaves take the post's 2 MB body limit)", async () => {
    const editor = await signedInUser(t, 'editor');
    const created = await editor.client
      .from('blog_posts')
      .insert({ title: 'Long read', slug: 'long-read', content: '<p>start</p>' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const postId = (created.data as { id: string }).id;
    const content = `<p>${'y'.repeat(1_800_000)}</p>`;
    for (let i = 0; i < 3; i += 1) {
      const autosave = await editor.client
        .from('post_autosaves')
        .upsert(
          { post_id: postId, base_version: null, fields: { title: 'Long read', content: `${content}${i}` } },
          { onConflict: 'user_id,post_id' },
        )
        .select('saved_at')
        .single();
      expect(autosave.error).toBeNull();
    }
    const saved = await editor.client.from('blog_posts').update({ content }).eq('id', postId).select('id');
    expect(saved.error).toBeNull();
    expect(saved.data).toHaveLength(1);
  });
});
