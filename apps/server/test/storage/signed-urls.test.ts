// Signed URLs through supabase.storage: download URLs (single and batch) that expire by the server's clock (moved
// by the test, never waited for), tampered and misplaced tokens, and signed upload URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, filesOnDisk, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage signed URLs on %s', (backend) => {
  let t: StorageTestServer;
  let learner: SignedInUser;
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    learner = await signedInUser(t, 'contributor');
    staff = await signedInUser(t, 'admin');
    await t.admin().storage.createBucket('private', { public: false });
    await t.db.query(
      `create policy "private: staff read" on storage.objects for select to authenticated
       using (bucket_id = 'private' and public.has_admin_access(auth.uid()))`,
    );
    await t.admin().storage.from('private').upload('report.txt', 'the report', { contentType: 'text/plain' });
    await t.admin().storage.from('private').upload('other.txt', 'other', { contentType: 'text/plain' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('signs a URL for someone who may read the object; anyone with it downloads until it expires', async () => {
    const signed = await staff.client.storage.from('private').createSignedUrl('report.txt', 60, { download: 'r.txt' });
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    expect(url).toMatch(/\/storage\/v1\/object\/sign\/private\/report\.txt\?token=.+&download=r\.txt$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('the report');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=r.txt; filename*=UTF-8''r.txt`);

    t.advance(61);
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      error: 'ExpiredToken',
      code: 'ExpiredToken',
      message: 'The token has expired',
    });
  });

  it('signs nothing for a caller RLS hides the object from', async () => {
    expectStorageError((await learner.client.storage.from('private').createSignedUrl('report.txt', 60)).error, {
      status: 400,
      statusCode: '404',
      code: 'NoSuchKey',
    });
    expectStorageError((await staff.client.storage.from('private').createSignedUrl('report.txt', 0)).error, {
      status: 400,
      statusCode: '400',
      code: 'InvalidRequest',
    });
  });

  it('refuses a tampered token (InvalidJWT) and a token for another object (InvalidSignature)', async () => {
    const signed = await staff.client.storage.from('private').createSignedUrl('report.txt', 60);
    const url = new URL(signed.data?.signedUrl ?? '');
    const token = url.searchParams.get('token') ?? '';
    const tampered = await fetch(`${url.origin}${url.pathname}?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', code: 'InvalidJWT' });
    const elsewhere = await fetch(`${t.url}/storage/v1/object/sign/private/other.txt?token=${token}`);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ code: 'InvalidSignature', error: 'InvalidSignature' });
    // An API key is not a signed-URL token (they are signed with different keys).
    const apiKey = await fetch(`${t.url}/storage/v1/object/sign/private/report.txt?token=${t.serviceKey}`);
    expect(await apiKey.json()).toMatchObject({ code: 'InvalidJWT' });
  });

  it('signs many at once, with an error for each path it may not give', async () => {
    const res = await staff.client.storage.from('private').createSignedUrls(['report.txt', 'missing.txt'], 60);
    expect(res.error).toBeNull();
    expect(res.data?.[0]).toMatchObject({ error: null, path: 'report.txt' });
    expect(res.data?.[1]).toMatchObject({
      error: 'Either the object does not exist or you do not have access to it',
      path: 'missing.txt',
      signedUrl: null,
    });
    const got = await fetch(res.data?.[0]?.signedUrl ?? '');
    expect(await got.text()).toBe('the report');
    const learnerRes = await learner.client.storage.from('private').createSignedUrls(['report.txt'], 60);
    expect(learnerRes.data?.[0]?.signedUrl).toBeNull();
  });

  it('takes uploads past the 2 MB body limit of the other APIs (up to STORAGE_FILE_SIZE_LIMIT, 50 MB by default)', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const up = await t.admin().storage.from('private').upload('big.bin', big, { contentType: 'application/octet-stream' });
    expect(up.error).toBeNull();
    const down = await t.admin().storage.from('private').download('big.bin');
    expect(Buffer.from(await (down.data as Blob).arrayBuffer()).equals(big)).toBe(true);
  });

  it('gives a signed upload URL to someone who may write, and anyone uploads to it once, until it expires', async () => {
    await t.db.query(
      `create policy "private: staff write" on storage.objects for insert to authenticated
       with check (bucket_id = 'private' and public.has_admin_access(auth.uid()))`,
    );
    expectStorageError((await learner.client.storage.from('private').createSignedUploadUrl('up.txt')).error, {
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
    });
    const signed = await staff.client.storage.from('private').createSignedUploadUrl('up.txt');
    expect(signed.error).toBeNull();
    const { token, path } = signed.data ?? { token: '', path: '' };
    expect(path).toBe('up.txt');

    const anon = t.client().storage.from('private');
    const up = await anon.uploadToSignedUrl('up.txt', token, 'uploaded', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'up.txt', fullPath: 'private/up.txt' });
    expect(await (await t.admin().storage.from('private').download('up.txt')).data?.text()).toBe('uploaded');
    const { rows } = await t.db.query<{ owner_id: string }>(
      `select owner_id from storage.objects where bucket_id = 'private' and name = 'up.txt'`,
    );
    expect(rows[0]?.owner_id).toBe(staff.id);

    expectStorageError((await anon.uploadToSignedUrl('up.txt', token, 'again', { contentType: 'text/plain' })).error, {
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
    });
    expectStorageError((await anon.uploadToSignedUrl('elsewhere.txt', token, 'x', { contentType: 'text/plain' })).error, {
      status: 400,
      statusCode: '400',
      code: 'InvalidSignature',
    });

    const later = await staff.client.storage.from('private').createSignedUploadUrl('later.txt');
    const before = filesOnDisk(t.storageRoot);
    t.advance(2 * 3600 + 1);
    expectStorageError(
      (await anon.uploadToSignedUrl('later.txt', later.data?.token ?? '', 'late', { contentType: 'text/plain' })).error,
      { status: 400, statusCode: '400', code: 'ExpiredToken' },
    );
    expect(filesOnDisk(t.storageRoot)).toEqual(before);
  });
});
