// /storage/v1/bucket through supabase.storage: list, get, create, update, empty (service role only), delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, filesOnDisk, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage buckets on %s', (backend) => {
  let t: StorageTestServer;
  let learner: SignedInUser;
  let staff: SignedInUser;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    learner = await signedInUser(t, 'contributor');
    staff = await signedInUser(t, 'admin');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('has the public media bucket for images and PDFs, 10 MB each', async () => {
    const { data, error } = await t.admin().storage.getBucket('media');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'media',
      name: 'media',
      public: true,
      file_size_limit: 10485760,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'],
    });
  });

  it('creates, lists, gets and updates a bucket as the service role', async () => {
    const admin = t.admin().storage;
    const created = await admin.createBucket('reports', { public: false, fileSizeLimit: '2KB', allowedMimeTypes: ['text/*'] });
    expect(created).toEqual({ data: { name: 'reports' }, error: null });
    const got = await admin.getBucket('reports');
    expect(got.data).toMatchObject({ id: 'reports', public: false, file_size_limit: 2048, allowed_mime_types: ['text/*'] });
    const listed = await admin.listBuckets();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((b) => b.id)).toEqual(expect.arrayContaining(['media', 'reports']));
    expect(listed.data?.find((b) => b.id === 'reports')).toMatchObject({ type: 'STANDARD', public: false });
    const searched = await admin.listBuckets({ search: 'repo' });
    expect(searched.data?.map((b) => b.id)).toEqual(['reports']);

    const updated = await admin.updateBucket('reports', { public: true, fileSizeLimit: 4096, allowedMimeTypes: ['text/plain'] });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await admin.getBucket('reports')).data).toMatchObject({
      public: true,
      file_size_limit: 4096,
      allowed_mime_types: ['text/plain'],
    });
  });

  it('refuses a duplicate bucket, an invalid name, and an unknown one', async () => {
    const admin = t.admin().storage;
    await admin.createBucket('dup');
    expectStorageError((await admin.createBucket('dup')).error, {
      status: 400,
      statusCode: '409',
      code: 'BucketAlreadyExists',
      message: 'The resource already exists',
    });
    const res = await fetch(`${t.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: { apikey: t.serviceKey, authorization: `Bearer ${t.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: ' bad/name' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      error: 'Invalid Input',
      code: 'InvalidBucketName',
      message: 'Bucket name invalid',
    });
    expectStorageError((await admin.getBucket('nope')).error, { status: 400, statusCode: '404', code: 'NoSuchBucket' });
    expectStorageError((await admin.updateBucket('nope', { public: true })).error, {
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
    });
  });

  it('lets RLS decide for everyone else: without a policy on buckets, learners and staff neither see nor create', async () => {
    expect((await learner.client.storage.listBuckets()).data).toEqual([]);
    expect((await staff.client.storage.listBuckets()).data).toEqual([]);
    expectStorageError((await learner.client.storage.createBucket('mine')).error, {
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    expectStorageError((await t.client().storage.createBucket('anons')).error, {
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
    });
  });

  it('refuses a bad token as AccessDenied', async () => {
    const res = await fetch(`${t.url}/storage/v1/bucket`, {
      headers: { apikey: t.anonKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
  });

  it('empties a bucket for the service role only (HTTP 403 otherwise), then deletes it; a non-empty one is kept', async () => {
    const admin = t.admin().storage;
    await admin.createBucket('trash');
    await admin.from('trash').upload('a.txt', 'A', { contentType: 'text/plain' });
    await admin.from('trash').upload('b/c.txt', 'C', { contentType: 'text/plain' });
    expect(filesOnDisk(t.storageRoot).length).toBeGreaterThanOrEqual(2);
    const before = filesOnDisk(t.storageRoot).length;

    expectStorageError((await admin.deleteBucket('trash')).error, {
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });
    expectStorageError((await staff.client.storage.emptyBucket('trash')).error, {
      status: 403,
      statusCode: '403',
      code: 'AccessDenied',
    });
    expect(await admin.emptyBucket('trash')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect(filesOnDisk(t.storageRoot).length).toBe(before - 2);
    expect(await admin.deleteBucket('trash')).toEqual({ data: { message: 'Successfully deleted' }, error: null });
    expectStorageError((await admin.deleteBucket('trash')).error, { status: 400, statusCode: '404', code: 'NoSuchBucket' });
  });
});
