// The per-account storage quota (storage/quota.ts): an account without staff access keeps at most QUOTA.objects files
// and QUOTA.bytes bytes across buckets; past either, an upload (or a copy, or an upload to a signed URL) is refused
// with a clear Storage error and nothing is stored. Staff are not limited. Usage is set up with rows written directly,
// so no test uploads 200 files or 50 MB.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTA } from '../../src/storage/quota.ts';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { expectStorageError, filesOnDisk, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('storage quota on %s', (backend) => {
  let t: StorageTestServer;
  let learner: SignedInUser;
  let staff: SignedInUser;

  /** `n` files of `size` bytes each owned by `user`, in another bucket than the uploads (the quota spans buckets). */
  const fill = async (user: SignedInUser, n: number, size: number) => {
    await t.db.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
       select 'other', $1 || '/filler-' || g, $1::uuid, $1, gen_random_uuid()::text, jsonb_build_object('size', $3::bigint)
         from generate_series(1, $2::int) g`,
      [user.id, n, size],
    );
  };
  const owned = async (user: SignedInUser) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where owner_id = $1`, [user.id])).rows[0]?.n;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    learner = await signedInUser(t, 'contributor');
    staff = await signedInUser(t, 'editor');
    await t.admin().storage.createBucket('mine', { public: false });
    await t.admin().storage.createBucket('other', { public: false });
    for (const [op, clause] of [
      ['select', 'using'],
      ['insert', 'with check'],
      ['update', 'using'],
      ['delete', 'using'],
    ] as const)
      await t.db.query(
        `create policy "mine: own folder ${op}" on storage.objects for ${op} to authenticated
         ${clause} (bucket_id = 'mine' and (storage.foldername(name))[1] = auth.uid()::text)`,
      );
  });
  beforeEach(async () => {
    await t.db.query(`delete from storage.objects where bucket_id in ('mine', 'other')`);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it(`allows ${QUOTA.objects} files per account, then refuses the next with a clear error and stores nothing`, async () => {
    await fill(learner, QUOTA.objects - 1, 10);
    const files = learner.client.storage.from('mine');
    expect((await files.upload(`${learner.id}/last.txt`, 'fits', { contentType: 'text/plain' })).error).toBeNull();
    const before = filesOnDisk(t.storageRoot);
    const refused = await files.upload(`${learner.id}/one-more.txt`, 'too many', { contentType: 'text/plain' });
    expectStorageError(refused.error, {
      status: 400,
      statusCode: '413',
      code: 'QuotaExceeded',
      message: `Storage quota reached: an account can keep at most ${QUOTA.objects} files (you have ${QUOTA.objects}). Delete files you no longer need.`,
    });
    const copy = await files.copy(`${learner.id}/last.txt`, `${learner.id}/copy.txt`);
    expectStorageError(copy.error, { status: 400, statusCode: '413', code: 'QuotaExceeded' });
    expect(await owned(learner)).toBe(QUOTA.objects);
    expect(filesOnDisk(t.storageRoot)).toEqual(before);
    // Replacing a file the account has does not count it twice.
    const replaced = await files.upload(`${learner.id}/last.txt`, 'fits again', { contentType: 'text/plain', upsert: true });
    expect(replaced.error).toBeNull();
  });

  it('refuses a file that would take the account past its bytes, whichever way it is uploaded', async () => {
    await fill(learner, 1, QUOTA.bytes - 100);
    const files = learner.client.storage.from('mine');
    const refused = await files.upload(`${learner.id}/big.txt`, 'x'.repeat(200), { contentType: 'text/plain' });
    expectStorageError(refused.error, { status: 400, statusCode: '413', code: 'QuotaExceeded', message: /at most 50\.0 MB in all/ });
    const signed = await files.createSignedUploadUrl(`${learner.id}/signed.txt`);
    expect(signed.error).toBeNull();
    const viaUrl = await files.uploadToSignedUrl(`${learner.id}/signed.txt`, signed.data?.token ?? '', 'x'.repeat(200), {
      contentType: 'text/plain',
    });
    expectStorageError(viaUrl.error, { status: 400, statusCode: '413', code: 'QuotaExceeded' });
    expect((await files.upload(`${learner.id}/small.txt`, 'x'.repeat(50), { contentType: 'text/plain' })).error).toBeNull();
    expect(await owned(learner)).toBe(2);
  });

  it('does not limit staff', async () => {
    await fill(staff, QUOTA.objects, QUOTA.bytes);
    const files = staff.client.storage.from('mine');
    expect((await files.upload(`${staff.id}/a.txt`, 'fine', { contentType: 'text/plain' })).error).toBeNull();
    expect((await files.copy(`${staff.id}/a.txt`, `${staff.id}/b.txt`)).error).toBeNull();
    expect(await owned(staff)).toBe(QUOTA.objects + 2);
  });
});
