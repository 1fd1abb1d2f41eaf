// /render/image within bounds (issue 37, findings 2–3): any options answer the ladder's variant (so one object has
// a bounded set of them), an object's stored variants are capped with the least recently used removed, anonymous
// clients are limited in how many new variants they have rendered (429 with Retry-After; stored variants and
// signed-in callers are not counted), and renders wait for one of the process's render slots, a full queue
// answering 503 with Retry-After. Run through supabase-js and plain fetch against the real server, on both databases.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_LADDER } from '../../src/storage/transform/ladder.ts';
import { RENDER_SLOTS } from '../../src/storage/transform/render-slots.ts';
import { DEFAULT_RENDER_RATE } from '../../src/storage/transform/render-rate.ts';
import { DEFAULT_VARIANT_LIMITS } from '../../src/storage/transform/variant-index.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .toBuffer();

/** Distinct ladder variants, width-only: quality × format × width (cheap to render from a small source). */
const distinctVariants = (n: number): string[] => {
  const out: string[] = [];
  for (const quality of [20, 40, 60, 80, 100])
    for (const format of ['webp', 'origin'])
      for (const width of SIZE_LADDER) out.push(`width=${width}&quality=${quality}&format=${format}`);
  if (out.length < n) throw new Error(`only ${out.length} distinct variants`);
  return out.slice(0, n);
};

describe.each(backends)('/render/image limits on %s', (backend) => {
  let t: TestServer;
  let storageDir: string;
  let storageRoot: string;
  /** The server's clock: still unless the test moves it, so a refill happens only when the test says. */
  let clock = Date.now();
  let service: Record<string, string>;
  const base = () => `${t.url}/storage/v1/render/image/public/pics`;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  const objectId = async (name: string): Promise<string> => {
    const { rows } = await t.db.query<{ id: string }>(
      `select id from storage.objects where bucket_id = 'pics' and name = $1`,
      [name],
    );
    return rows[0]?.id ?? '';
  };
  const variantFiles = (id: string): string[] => {
    const dir = join(storageRoot, 'variants', id);
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };

  beforeAll(async () => {
    // Clients are told apart by the X-Forwarded-For entry the (trusted) proxy wrote.
    storageDir = mkdtempSync(join(tmpdir(), 'render-limits-'));
    t = await startTestServer(backend, { STORAGE_DIR: storageDir, TRUST_PROXY: '1' }, { now: () => clock });
    storageRoot = t.config.databaseUrl ? storageDir : join(t.config.dataDir, 'storage');
    service = { authorization: `Bearer ${t.serviceKey}`, apikey: t.serviceKey };
    const admin = t.admin().storage;
    await admin.createBucket('pics', { public: true });
    for (const [name, bytes] of [
      ['photo.jpg', await photo(600, 400)],
      ['caps.jpg', await photo(64, 48)],
      ['flood.jpg', await photo(64, 48)],
      ['busy.jpg', await photo(64, 48)],
    ] as const)
      expect((await admin.from('pics').upload(name, bytes, { contentType: 'image/jpeg' })).error).toBeNull();
  });
  afterAll(async () => {
    await t?.stop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('answers off-ladder options with the ladder’s variant: at least the size asked, one variant for both', async () => {
    const storage = t.client().storage.from('pics');
    const asked = storage.getPublicUrl('photo.jpg', { transform: { width: 300, height: 170 } }).data.publicUrl;
    const res = await fetch(asked, { headers: from('10.0.0.1') });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-transformations')).toBe('height:180,width:320,resizing_type:fill');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 320, height: 180 });

    const near = storage.getPublicUrl('photo.jpg', { transform: { width: 310, height: 175 } }).data.publicUrl;
    const same = await fetch(near, { headers: from('10.0.0.1') });
    expect(same.headers.get('etag')).toBe(res.headers.get('etag'));
    await same.arrayBuffer();
    const quality = await fetch(`${base()}/photo.jpg?width=320&height=180&quality=77`, {
      headers: from('10.0.0.1'),
    });
    // Quality 77 is the default's step (80): the same variant again.
    expect(quality.headers.get('x-transformations')).toBe('height:180,width:320,resizing_type:fill,quality:80');
    expect(quality.headers.get('etag')).toBe(res.headers.get('etag'));
    await quality.arrayBuffer();
    expect(variantFiles(await objectId('photo.jpg'))).toHaveLength(1);
  });

  it('keeps an object’s variants within the cap, removing the least recently used', async () => {
    const id = await objectId('caps.jpg');
    const cap = DEFAULT_VARIANT_LIMITS.perObject.count;
    const queries = distinctVariants(cap + 1);
    const tags: string[] = [];
    for (const q of queries.slice(0, cap)) {
      const res = await fetch(`${base()}/caps.jpg?${q}`, { headers: service });
      expect(res.status).toBe(200);
      tags.push(res.headers.get('etag') ?? '');
      await res.arrayBuffer();
    }
    expect(variantFiles(id)).toHaveLength(cap);
    // The first is read again (from the folder: a new process would read it there too); the second is now the
    // least recently used, and the next new variant takes its place.
    const name = (tag: string) => tag.slice(1, -1);
    const reread = await fetch(`${base()}/caps.jpg?${queries[0]}`, { headers: service });
    expect(reread.headers.get('etag')).toBe(tags[0]);
    await reread.arrayBuffer();
    const next = await fetch(`${base()}/caps.jpg?${queries[cap]}`, { headers: service });
    expect(next.status).toBe(200);
    await next.arrayBuffer();
    const files = variantFiles(id).map((f) => f.slice(0, f.lastIndexOf('.')));
    expect(files).toHaveLength(cap);
    expect(files).toContain(name(tags[0] ?? ''));
    expect(files).not.toContain(name(tags[1] ?? ''));
  });

  it('limits the renders an anonymous client starts (429 + Retry-After), not what is stored, nor signed-in callers', async () => {
    const { burst } = DEFAULT_RENDER_RATE;
    const queries = distinctVariants(burst + 2);
    const flooder = from('10.9.9.9');
    for (const q of queries.slice(0, burst)) {
      const res = await fetch(`${base()}/flood.jpg?${q}`, { headers: flooder });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await fetch(`${base()}/flood.jpg?${queries[burst]}`, { headers: flooder });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      statusCode: '429',
      error: 'Too Many Requests',
      code: 'SlowDown',
      message: 'Rate limit exceeded, retry in 1 second',
    });
    // A variant already stored is served to the same client.
    const stored = await fetch(`${base()}/flood.jpg?${queries[burst - 1]}`, { headers: flooder });
    expect(stored.status).toBe(200);
    await stored.arrayBuffer();
    // Another client, and the service role from the same address, are not held back by it.
    const other = await fetch(`${base()}/flood.jpg?${queries[burst]}`, { headers: from('10.9.9.10') });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    const signedIn = await fetch(`${base()}/flood.jpg?${queries[burst + 1]}`, {
      headers: { ...flooder, ...service },
    });
    expect(signedIn.status).toBe(200);
    await signedIn.arrayBuffer();
    // Half a second later (120 a minute) the client may start one more.
    clock += 500;
    const later = await fetch(`${base()}/flood.jpg?${queries[0]}&height=16`, { headers: flooder });
    expect(later.status).toBe(200);
    await later.arrayBuffer();
    const again = await fetch(`${base()}/flood.jpg?${queries[1]}&height=16`, { headers: flooder });
    expect(again.status).toBe(429);
    await again.arrayBuffer();
  });

  describe('render slots', () => {
    const saved = { ...RENDER_SLOTS.limits };
    afterEach(() => {
      RENDER_SLOTS.limits = { ...saved };
      RENDER_SLOTS.gate = null;
    });

    it('queues renders past the slots and answers 503 + Retry-After past the queue; stored variants still flow', async () => {
      RENDER_SLOTS.limits = { concurrency: 1, queue: 1, perClient: 16, retryAfterSeconds: 2 };
      const stored = await fetch(`${base()}/busy.jpg?width=16`, { headers: service }); // before the gate shuts
      await stored.arrayBuffer();
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      RENDER_SLOTS.gate = () => gate;

      const ask = (query: string, headers: Record<string, string>) =>
        fetch(`${base()}/busy.jpg?${query}`, { headers });
      const running = ask('width=32', from('10.5.0.1'));
      await RENDER_SLOTS.until((s) => s.running === 1);
      const queued = ask('width=48', from('10.5.0.2'));
      await RENDER_SLOTS.until((s) => s.waiting.anonymous === 1);
      const refused = await ask('width=64', from('10.5.0.3'));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toEqual({
        statusCode: '503',
        error: 'Service Unavailable',
        code: 'SlowDown',
        message: 'Too many images are being rendered, retry in 2 seconds',
      });
      // Signed-in callers have a queue of their own; stored variants need no slot.
      const editor = ask('width=96', service);
      await RENDER_SLOTS.until((s) => s.waiting.priority === 1);
      const hit = await ask('width=16', from('10.5.0.3'));
      expect(hit.status).toBe(200);
      await hit.arrayBuffer();

      open();
      for (const res of await Promise.all([running, queued, editor])) {
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      // The refused client's render was given back: it is not counted against it.
      const retried = await ask('width=64', from('10.5.0.3'));
      expect(retried.status).toBe(200);
      await retried.arrayBuffer();
    });
  });
});
