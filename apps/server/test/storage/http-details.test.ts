// HTTP details of serving files, as Supabase Storage's: `Range` (206 with Content-Range, 416 with `bytes */size`,
// Accept-Ranges: bytes) on public, authenticated and signed downloads and on renders; `If-None-Match` → 304 on both;
// `If-Range` naming another version sends the whole file; HEAD on the public object and render routes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startStorageServer, type StorageTestServer } from './support.ts';

const TEXT = '0123456789abcdefghij'; // 20 bytes

describe.each(backends)('storage HTTP details on %s', (backend) => {
  let t: StorageTestServer;
  let auth: Record<string, string>;
  let urls: { label: string; url: string; headers: Record<string, string> }[];
  let renderUrl: string;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    auth = { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}` };
    const admin = t.admin().storage;
    await admin.createBucket('pub', { public: true });
    await admin.createBucket('priv', { public: false });
    expect((await admin.from('pub').upload('f.txt', TEXT, { contentType: 'text/plain' })).error).toBeNull();
    expect((await admin.from('priv').upload('f.txt', TEXT, { contentType: 'text/plain' })).error).toBeNull();
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(
      (await admin.from('pub').upload('p.jpg', jpeg, { contentType: 'image/jpeg', cacheControl: '60' }))
        .error,
    ).toBeNull();
    const signed = await admin.from('priv').createSignedUrl('f.txt', 600);
    expect(signed.error).toBeNull();
    urls = [
      { label: 'public', url: admin.from('pub').getPublicUrl('f.txt').data.publicUrl, headers: {} },
      { label: 'authenticated', url: `${t.url}/storage/v1/object/authenticated/priv/f.txt`, headers: auth },
      { label: 'signed', url: signed.data?.signedUrl ?? '', headers: {} },
    ];
    renderUrl = admin.from('pub').getPublicUrl('p.jpg', { transform: { width: 48 } }).data.publicUrl;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers a byte range with 206 and Content-Range on every download route', async () => {
    for (const { label, url, headers } of urls) {
      const whole = await fetch(url, { headers });
      expect(whole.status, label).toBe(200);
      expect(whole.headers.get('accept-ranges'), label).toBe('bytes');
      expect(await whole.text()).toBe(TEXT);
      for (const [range, want, contentRange] of [
        ['bytes=2-5', '2345', 'bytes 2-5/20'],
        ['bytes=15-', 'fghij', 'bytes 15-19/20'],
        ['bytes=-3', 'hij', 'bytes 17-19/20'],
        ['bytes=18-99', 'ij', 'bytes 18-19/20'],
      ] as const) {
        const res = await fetch(url, { headers: { ...headers, range } });
        expect({ label, range, status: res.status }).toEqual({ label, range, status: 206 });
        expect(res.headers.get('content-range')).toBe(contentRange);
        expect(res.headers.get('content-length')).toBe(String(want.length));
        expect(res.headers.get('accept-ranges')).toBe('bytes');
        expect(res.headers.get('etag')).toBe(whole.headers.get('etag'));
        expect(await res.text()).toBe(want);
      }
    }
  });

  it('answers a range past the end with 416 and `bytes */size`; ignores ranges it does not serve', async () => {
    for (const { label, url, headers } of urls) {
      for (const range of ['bytes=20-', 'bytes=99-100', 'bytes=-0']) {
        const res = await fetch(url, { headers: { ...headers, range } });
        expect({ label, range, status: res.status }).toEqual({ label, range, status: 416 });
        expect(res.headers.get('content-range')).toBe('bytes */20');
        expect(await res.json()).toMatchObject({ statusCode: '416', code: 'InvalidRange' });
      }
      // Several ranges, another unit, nonsense, a backwards range: the whole file (RFC 9110 lets a server ignore them).
      for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=abc', 'bytes=5-2']) {
        const res = await fetch(url, { headers: { ...headers, range } });
        expect({ label, range, status: res.status }).toEqual({ label, range, status: 200 });
        expect(await res.text()).toBe(TEXT);
      }
    }
  });

  it('sends the whole file when If-Range names another version, the range when it names this one', async () => {
    const { url } = urls[0] as (typeof urls)[0];
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    const same = await fetch(url, { headers: { range: 'bytes=0-1', 'if-range': etag } });
    expect(same.status).toBe(206);
    expect(await same.text()).toBe('01');
    const other = await fetch(url, { headers: { range: 'bytes=0-1', 'if-range': '"an-older-version"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(TEXT);
  });

  it('answers If-None-Match with 304 on every download route, and on HEAD the headers without a body', async () => {
    for (const { label, url, headers } of urls) {
      const etag = (await fetch(url, { headers })).headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const res = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
      expect({ label, status: res.status }).toEqual({ label, status: 304 });
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
      const weak = await fetch(url, { headers: { ...headers, 'if-none-match': `"x", W/${etag}` } });
      expect(weak.status).toBe(304);
      const stale = await fetch(url, { headers: { ...headers, 'if-none-match': '"x"' } });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(TEXT);
    }
    const head = await fetch((urls[0] as (typeof urls)[0]).url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('20');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(head.headers.get('content-type')).toBe('text/plain');
    expect(await head.text()).toBe('');
    const headRange = await fetch((urls[0] as (typeof urls)[0]).url, {
      method: 'HEAD',
      headers: { range: 'bytes=0-3' },
    });
    expect(headRange.status).toBe(206);
    expect(headRange.headers.get('content-length')).toBe('4');
    expect(headRange.headers.get('content-range')).toBe('bytes 0-3/20');
  });

  it('gives a render its own strong ETag (per variant and format) and answers If-None-Match with 304', async () => {
    const first = await fetch(renderUrl);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // The source's ETag is the JPEG's MD5: the variant's is not it.
    const source = await fetch(t.admin().storage.from('pub').getPublicUrl('p.jpg').data.publicUrl);
    expect(source.headers.get('etag')).not.toBe(etag);
    await source.arrayBuffer();
    // Negotiated formats (Vary: Accept) are different variants with different tags.
    const webp = await fetch(renderUrl, { headers: { accept: 'image/webp' } });
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('etag')).not.toBe(etag);
    await webp.arrayBuffer();
    const wider = await fetch(renderUrl.replace('width=48', 'width=64'));
    expect(wider.headers.get('etag')).not.toBe(etag);
    await wider.arrayBuffer();

    const again = await fetch(renderUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('max-age=60');
    expect(await again.text()).toBe('');
    const cached = await fetch(renderUrl);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await cached.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves ranges and HEAD of a render, from the stored variant as when it was rendered', async () => {
    const url = renderUrl.replace('width=48', 'width=32');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(head.headers.get('x-transformations')).toBe('width:32,resizing_type:fill');
    const size = Number(head.headers.get('content-length'));
    expect(size).toBeGreaterThan(10);
    expect(await head.text()).toBe('');
    const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(whole.length).toBe(size);
    const part = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(0, 10))).toBe(true);
    const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    await past.arrayBuffer();
  });
});
