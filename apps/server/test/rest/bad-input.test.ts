// Bad input answered as PostgREST and GoTrue do, and nothing stored (issue 29): a body that is not sent as JSON
// (415 PGRST107), bytes that are not UTF-8 (400 22021 / GoTrue's bad_json), and API paths with dot segments,
// which the API itself answers with its JSON 404 instead of the page the dots fold into.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from './supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let n = 0;
const slug = () => `bad-input-${Date.now().toString(36)}-${(n += 1)}`;

/** A request with exactly these bytes and this target (fetch would normalise `..` away). */
function raw(
  t: TestServer,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Uint8Array,
) {
  const { hostname, port } = new URL(t.url);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(backends)('bad input on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    token = (await editor.client.auth.getSession()).data.session!.access_token;
  });
  afterAll(async () => t?.stop());

  const headers = (contentType: string) => ({
    apikey: t.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': contentType,
  });
  const stored = async (s: string) =>
    (await t.db.query('select 1 from public.blog_posts where slug = $1', [s])).rows.length;

  it('refuses a body not sent as JSON with 415 PGRST107 and stores nothing', async () => {
    const s = slug();
    const body = new TextEncoder().encode(JSON.stringify({ title: 'Plain', slug: s }));
    const res = await raw(t, 'POST', '/rest/v1/blog_posts', headers('text/plain'), body);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'PGRST107',
      message: 'Content-Type not acceptable: text/plain',
    });
    expect(await stored(s)).toBe(0);
    // JSON with a charset, and the vendor JSON types, are JSON.
    const ok = await raw(t, 'POST', '/rest/v1/blog_posts', headers('application/json; charset=utf-8'), body);
    expect(ok.status).toBe(201);
    expect(await stored(s)).toBe(1);
  });

  it('refuses bytes that are not UTF-8 with 400 and stores nothing (no U+FFFD)', async () => {
    const s = slug();
    const json = new TextEncoder().encode(JSON.stringify({ title: 'XX', slug: s }));
    const at = json.indexOf(0x58); // the first "X" of the title
    const body = Uint8Array.from(json);
    body[at] = 0xff;
    body[at + 1] = 0xfe;
    const res = await raw(t, 'POST', '/rest/v1/blog_posts', headers('application/json'), body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: '22021',
      message: 'invalid byte sequence for encoding "UTF8": 0xff',
    });
    expect(await stored(s)).toBe(0);
  });

  it('refuses a sign-up whose e-mail is not UTF-8 (GoTrue bad_json) and creates no user', async () => {
    const before = (await t.db.query('select count(*)::int as n from auth.users')).rows[0] as { n: number };
    const body = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@x.co","password":"correct-horse-battery"}'),
    ]);
    const res = await raw(
      t,
      'POST',
      '/auth/v1/signup',
      { apikey: t.anonKey, 'content-type': 'application/json' },
      body,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error_code: 'bad_json' });
    const after = (await t.db.query('select count(*)::int as n from auth.users')).rows[0] as { n: number };
    expect(after.n).toBe(before.n);
  });

  it("answers API paths with dot segments with the API's JSON 404", async () => {
    const rest = await raw(t, 'GET', '/rest/v1/../..', { apikey: t.anonKey });
    expect(rest.status).toBe(404);
    expect(rest.type).toMatch(/^application\/json/);
    expect(JSON.parse(rest.body)).toMatchObject({ code: 'PGRST125' });
    const encoded = await raw(t, 'GET', '/rest/v1/%2e%2e/blog_posts', { apikey: t.anonKey });
    expect(encoded.status).toBe(404);
    expect(JSON.parse(encoded.body)).toMatchObject({ code: 'PGRST125' });
    const auth = await raw(t, 'GET', '/auth/v1/../settings', { apikey: t.anonKey });
    expect(auth.status).toBe(404);
    expect(JSON.parse(auth.body)).toMatchObject({ error_code: 'not_found' });
    const storage = await raw(t, 'GET', '/storage/v1/object/../../bucket', { apikey: t.anonKey });
    expect(storage.status).toBe(404);
    expect(JSON.parse(storage.body)).toMatchObject({ statusCode: '404' });
  });
});
