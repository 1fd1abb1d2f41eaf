// What a stored file is typed and served as (issue 37, finding 1: an editor became admin through an upload typed
// `application/pdf;,text/html`, served back verbatim and inline as a page of the site). Through supabase.storage as
// an editor in the media bucket: only one parsed `type/subtype` with at most a charset is stored, every upload's bytes
// are sniffed against its claim, and every /storage/v1 answer carries a sandboxing CSP, with only raster images and
// PDFs shown inline. Rows stored before any of this (written here straight into storage.objects) are served as
// untyped downloads when their type does not parse.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svg } from '../../src/storage/transform/test-images.ts';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import {
  expectStorageError,
  filesOnDisk,
  PNG_1X1,
  startStorageServer,
  type StorageTestServer,
} from './support.ts';

const SANDBOX = "sandbox; default-src 'none'";
/** A PDF shown inline is not sandboxed (Chromium blocks its viewer in a sandbox); its type and nosniff keep it a PDF. */
const cspFor = (type: string, cd: string | null) =>
  type === 'application/pdf' && cd === null ? "default-src 'none'" : SANDBOX;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>localStorage.x = 1</script>');

describe.each(backends)('stored content types on %s', (backend) => {
  let t: StorageTestServer;
  let editor: SignedInUser;

  const rows = async (name: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from storage.objects where bucket_id = 'media' and name = $1`,
        [name],
      )
    ).rows[0]?.n;
  const publicUrl = (name: string, bucket = 'media') =>
    t.client().storage.from(bucket).getPublicUrl(name).data.publicUrl;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    editor = await signedInUser(t, 'editor');
    await t.admin().storage.createBucket('files', { public: true });
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('an upload is typed by one parsed content type', () => {
    const crafted = [
      'application/pdf;,text/html',
      'application/pdf;,text/javascript',
      'application/pdf, text/html',
      'application/pdf;charset=utf-8;charset=x',
      'application/pdf; name=x.html',
      'text/html;',
      'application/pdf/html',
      'application',
      'text/ht ml',
      'application/pdf;charset="a,b"',
    ];

    it.each(crafted)(
      'refuses %j with InvalidMimeType, raw or multipart, and stores nothing',
      async (type) => {
        const before = filesOnDisk(t.storageRoot);
        const media = editor.client.storage.from('media');
        for (const [how, body] of [
          ['raw', PDF],
          ['multipart', new Blob([PDF], { type })],
        ] as const) {
          const res = await media.upload(`crafted-${how}.pdf`, body, { contentType: type });
          expectStorageError(res.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
          expect(await rows(`crafted-${how}.pdf`)).toBe(0);
        }
        // A bucket that allows every type refuses it too: the parse is not the bucket's allow list.
        const open = await t.admin().storage.from('files').upload('crafted.bin', HTML, { contentType: type });
        expectStorageError(open.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
        expect(filesOnDisk(t.storageRoot)).toEqual(before);
      },
    );

    it('refuses a script type, which a <script src> of the site would run', async () => {
      for (const type of ['text/javascript', 'application/javascript', 'Text/ECMAScript; charset=utf-8']) {
        const res = await t.admin().storage.from('files').upload('app.js', 'alert(1)', { contentType: type });
        expectStorageError(res.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
      }
    });

    it('stores and serves the canonical text: lower case, one charset at most', async () => {
      const files = t.admin().storage.from('files');
      expect(
        (await files.upload('note.txt', 'hello', { contentType: 'Text/Plain;Charset="UTF-8"' })).error,
      ).toBeNull();
      const info = await files.info('note.txt');
      expect(info.data?.contentType).toBe('text/plain; charset=utf-8');
      const res = await fetch(publicUrl('note.txt', 'files'));
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      // supabase-js's default claim for a body sent without a type.
      expect((await files.upload('default.txt', 'hi')).error).toBeNull();
      expect((await files.info('default.txt')).data?.contentType).toBe('text/plain; charset=utf-8');
    });
  });

  describe("an upload's bytes are sniffed against its claim", () => {
    it.each([
      ['HTML claimed as a PDF', HTML, 'application/pdf'],
      ['SVG claimed as a PDF', svg, 'application/pdf'],
      ['a script claimed as a PDF', Buffer.from('fetch("/rest/v1/rpc/set_user_role")'), 'application/pdf'],
      ['HTML claimed as a PNG', HTML, 'image/png'],
      ['a PNG claimed as a PDF', PNG_1X1, 'application/pdf'],
    ])('refuses %s and stores nothing', async (_label, bytes, type) => {
      const before = filesOnDisk(t.storageRoot);
      const res = await editor.client.storage
        .from('media')
        .upload('sniffed.pdf', bytes, { contentType: type });
      expectStorageError(res.error, { status: 400, statusCode: '415', code: 'InvalidMimeType' });
      expect(await rows('sniffed.pdf')).toBe(0);
      expect(filesOnDisk(t.storageRoot)).toEqual(before);
    });

    it('stores a real PDF as one, and binary bytes claimed as text untyped', async () => {
      expect(
        (
          await editor.client.storage
            .from('media')
            .upload('real.pdf', PDF, { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();
      expect((await editor.client.storage.from('media').info('real.pdf')).data?.contentType).toBe(
        'application/pdf',
      );
      const files = t.admin().storage.from('files');
      expect((await files.upload('zeros.bin', Buffer.alloc(64))).error).toBeNull();
      expect((await files.info('zeros.bin')).data?.contentType).toBe('application/octet-stream');
      // An untyped upload of a PDF is typed by its bytes.
      expect(
        (await files.upload('untyped.pdf', PDF, { contentType: 'application/octet-stream' })).error,
      ).toBeNull();
      expect((await files.info('untyped.pdf')).data?.contentType).toBe('application/pdf');
    });
  });

  describe('every storage answer is sandboxed; only images and PDFs are inline', () => {
    beforeAll(async () => {
      const media = editor.client.storage.from('media');
      expect(
        (await media.upload('served/pixel.png', PNG_1X1, { contentType: 'image/png' })).error,
      ).toBeNull();
      expect(
        (await media.upload('served/doc.pdf', PDF, { contentType: 'application/pdf' })).error,
      ).toBeNull();
      const files = t.admin().storage.from('files');
      expect((await files.upload('served/page.html', HTML, { contentType: 'text/html' })).error).toBeNull();
      expect(
        (await files.upload('served/data.json', '{"a":1}', { contentType: 'application/json' })).error,
      ).toBeNull();
    });

    it.each([
      ['media', 'served/pixel.png', 'image/png', null],
      ['media', 'served/doc.pdf', 'application/pdf', null],
      ['files', 'served/page.html', 'text/html', 'attachment;'],
      ['files', 'served/data.json', 'application/json', 'attachment;'],
    ] as const)('%s/%s: public, authenticated, signed, HEAD and 304', async (bucket, name, type, cd) => {
      const auth = { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}` };
      const signed = await t.admin().storage.from(bucket).createSignedUrl(name, 600);
      const routes: [string, RequestInit][] = [
        [publicUrl(name, bucket), {}],
        [`${t.url}/storage/v1/object/authenticated/${bucket}/${name}`, { headers: auth }],
        [`${t.url}/storage/v1/object/${bucket}/${name}`, { headers: auth, method: 'HEAD' }],
        [signed.data?.signedUrl ?? '', {}],
      ];
      for (const [url, init] of routes) {
        const res = await fetch(url, init);
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('content-disposition')).toBe(cd);
        expect(res.headers.get('content-security-policy')).toBe(cspFor(type, cd));
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const again = await fetch(url, {
          ...init,
          headers: { ...init.headers, 'if-none-match': res.headers.get('etag') ?? '' },
        });
        expect(again.status).toBe(304);
        expect(again.headers.get('content-security-policy')).toBe(cspFor(type, cd));
      }
    });

    it('sandboxes renders and error answers too, not with the pages’ CSP', async () => {
      const render = await fetch(
        t
          .client()
          .storage.from('media')
          .getPublicUrl('served/pixel.png', { transform: { width: 1 } }).data.publicUrl,
      );
      expect(render.status).toBe(200);
      expect(render.headers.get('content-security-policy')).toBe(SANDBOX);
      for (const url of [publicUrl('missing.png'), `${t.url}/storage/v1/nothing`]) {
        const res = await fetch(url);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.headers.get('content-security-policy')).toBe(SANDBOX);
      }
    });
  });

  describe('rows stored before uploads were parsed', () => {
    /** A file as an old upload stored it: the bytes through a clean upload, then the row's type as it was written. */
    async function storedAs(name: string, bytes: Buffer, mimetype: string): Promise<void> {
      expect(
        (
          await t
            .admin()
            .storage.from('files')
            .upload(name, bytes, { contentType: 'application/octet-stream' })
        ).error,
      ).toBeNull();
      await t.db.query(
        `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', to_jsonb($2::text))
         where bucket_id = 'files' and name = $1`,
        [name, mimetype],
      );
    }

    it.each([
      ['old/crafted.pdf', 'application/pdf;,text/html', 'application/octet-stream', 'attachment;', HTML],
      ['old/script.pdf', 'application/pdf;,text/javascript', 'application/octet-stream', 'attachment;', HTML],
      ['old/app.js', 'text/javascript', 'application/octet-stream', 'attachment;', Buffer.from('alert(1)')],
      [
        'old/note.txt',
        'TEXT/PLAIN;charset=UTF-8',
        'text/plain; charset=utf-8',
        'attachment;',
        Buffer.from('hi'),
      ],
      ['old/doc.pdf', 'Application/PDF', 'application/pdf', null, PDF],
    ])('%s stored as %j is served as %j', async (name, stored, served, cd, bytes) => {
      await storedAs(name, bytes, stored);
      const res = await fetch(publicUrl(name, 'files'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(served);
      expect(res.headers.get('content-disposition')).toBe(cd);
      expect(res.headers.get('content-security-policy')).toBe(cspFor(served, cd));
    });

    it('migration 20261207000100 puts every stored type in its canonical form, in the catalogue too', async () => {
      const migration = readFileSync(
        new URL('../../../../supabase/migrations/20261207000100_canonical_object_types.sql', import.meta.url),
        'utf8',
      );
      expect(
        (
          await editor.client.storage
            .from('media')
            .upload('old/crafted-media.pdf', PDF, { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();
      await t.db.query(
        `update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"application/pdf;,text/html"')
         where bucket_id = 'media' and name = 'old/crafted-media.pdf'`,
      );
      const cases = [
        ['old/m-crafted.bin', 'application/pdf;,text/javascript', 'application/octet-stream'],
        ['old/m-script.bin', 'Text/JavaScript', 'application/octet-stream'],
        ['old/m-params.bin', 'text/plain; charset=utf-8; name=x', 'application/octet-stream'],
        ['old/m-text.bin', 'TEXT/PLAIN;Charset="UTF-8"', 'text/plain; charset=utf-8'],
        ['old/m-pdf.bin', ' Application/PDF ', 'application/pdf'],
        ['old/m-fine.bin', 'image/png', 'image/png'],
      ] as const;
      for (const [name, stored] of cases) await storedAs(name, Buffer.from('x'), stored);
      await t.db.query(migration);
      await t.db.query(migration); // idempotent
      const typeOf = async (bucket: string, name: string) =>
        (
          await t.db.query<{ m: string }>(
            `select metadata ->> 'mimetype' as m from storage.objects where bucket_id = $1 and name = $2`,
            [bucket, name],
          )
        ).rows[0]?.m;
      for (const [name, , want] of cases)
        expect({ name, type: await typeOf('files', name) }).toEqual({ name, type: want });
      expect(await typeOf('media', 'old/crafted-media.pdf')).toBe('application/octet-stream');
      const asset = await t.db.query<{ mime_type: string }>(
        `select mime_type from public.media_assets where object_path = 'old/crafted-media.pdf'`,
      );
      expect(asset.rows[0]?.mime_type).toBe('application/octet-stream');
    });
  });
});
