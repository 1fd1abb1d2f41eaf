// Issue 25: admins revoke a certificate (with a reason); anyone else is refused and nothing changes; the
// public lookup then answers it as revoked with the date (never the reason) instead of hiding it; and
// issue_certificate() refuses to hand it back or issue another. Through supabase-js, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

interface Row {
  id: string;
  verification_code: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by: string | null;
}

let counter = 0;

describe.each(backends)('certificate revocation on %s', (backend) => {
  let t: TestServer;
  let admin: SignedInUser;
  let editor: SignedInUser;
  let learner: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await signedInUser(t, 'admin');
    editor = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor', { fullName: 'Zoë Łukasiewicz 王小明' });
  });
  afterAll(async () => t?.stop());

  /** A course and the learner's certificate for it, written as the owner (issuing is tested elsewhere). */
  async function issued(): Promise<{ categoryId: string; cert: Row }> {
    counter += 1;
    const { rows: course } = await t.db.query<{ id: string }>(
      `insert into public.education_categories (name, description) values ($1, 'About it') returning id`,
      [`Revocation course ${counter} ${backend}`],
    );
    const categoryId = course[0]!.id;
    const code = `RV${String(counter).padStart(2, '0')}-${backend === 'pglite' ? 'PGLT' : 'PGSQ'}-TEST`;
    const { rows } = await t.db.query<Row>(
      `insert into public.certificates (user_id, category_id, verification_code, recipient_name, course_name, completed_at)
       values ($1, $2, $3, 'Zoë Łukasiewicz 王小明', 'Revocation course', now()) returning *`,
      [learner.id, categoryId, code],
    );
    return { categoryId, cert: rows[0]! };
  }

  const stored = async (id: string) =>
    (await t.db.query<Row>('select * from public.certificates where id = $1', [id])).rows[0]!;

  it('an admin revokes with a reason: date, reason and who are stored', async () => {
    const { cert } = await issued();
    const res = await admin.client.rpc('revoke_certificate', {
      certificate_id: cert.id,
      reason: '  Quiz answers were shared  ',
    });
    expect(res.error).toBeNull();
    const row = await stored(cert.id);
    expect(row.revoked_reason).toBe('Quiz answers were shared');
    expect(row.revoked_by).toBe(admin.id);
    expect(row.revoked_at).not.toBeNull();
    expect(res.data).toMatchObject({ id: cert.id, revoked_reason: 'Quiz answers were shared' });
  });

  it.each([
    ['an editor (staff, not admin)', () => editor],
    ['the learner themselves', () => learner],
  ])('%s is refused with 403 and nothing changes', async (_, who) => {
    const { cert } = await issued();
    const before = await stored(cert.id);
    const res = await who().client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'No' });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: '42501', message: 'Only admins can revoke certificates' });
    expect(await stored(cert.id)).toEqual(before);
  });

  it('a visitor is refused (401) and nothing changes', async () => {
    const { cert } = await issued();
    const res = await t.client().rpc('revoke_certificate', { certificate_id: cert.id, reason: 'No' });
    expect(res.status).toBe(401);
    expect((await stored(cert.id)).revoked_at).toBeNull();
  });

  it.each([
    ['no reason', '   ', 'Give a reason for revoking this certificate'],
    ['a reason over 500 characters', 'x'.repeat(501), 'The reason may be at most 500 characters'],
  ])('%s is refused and nothing changes', async (_, reason, message) => {
    const { cert } = await issued();
    const res = await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect((await stored(cert.id)).revoked_at).toBeNull();
  });

  it('revoking twice is refused and keeps the first date; an unknown id is "Certificate not found"', async () => {
    const { cert } = await issued();
    await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'First' });
    const first = await stored(cert.id);
    const again = await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'Second' });
    expect(again.error?.message).toBe('This certificate is already revoked');
    expect(await stored(cert.id)).toEqual(first);
    const unknown = await admin.client.rpc('revoke_certificate', {
      certificate_id: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    expect(unknown.error?.message).toBe('Certificate not found');
  });

  it('the public lookup still answers a revoked certificate, with revoked_at and never the reason', async () => {
    const { cert } = await issued();
    const valid = await t.client().rpc('verify_certificate', { code: cert.verification_code });
    expect((valid.data as Record<string, unknown>[])[0]).toMatchObject({ revoked_at: null });
    await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'Secret reason' });
    const res = await t.client().rpc('verify_certificate', { code: cert.verification_code.toLowerCase() });
    expect(res.error).toBeNull();
    const [row] = res.data as Record<string, unknown>[];
    expect(row).toMatchObject({
      verification_code: cert.verification_code,
      recipient_name: 'Zoë Łukasiewicz 王小明',
    });
    expect(new Date(row!.revoked_at as string).getTime()).toBe(
      new Date((await stored(cert.id)).revoked_at!).getTime(),
    );
    expect(Object.keys(row!).sort()).toEqual([
      'completed_at',
      'course_name',
      'issued_at',
      'recipient_name',
      'revoked_at',
      'verification_code',
    ]);
    expect(JSON.stringify(row)).not.toContain('Secret reason');
  });

  it('the learner reads their own revoked certificate with its reason; staff read every one', async () => {
    const { cert } = await issued();
    await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'Shared answers' });
    const own = await learner.client
      .from('certificates')
      .select('revoked_at,revoked_reason')
      .eq('id', cert.id)
      .single();
    expect(own.data).toMatchObject({ revoked_reason: 'Shared answers' });
    const staff = await editor.client.from('certificates').select('id').eq('id', cert.id);
    expect(staff.data).toHaveLength(1);
  });

  it('issue_certificate refuses a revoked certificate (not handed back, not issued again); reinstating undoes it', async () => {
    const { categoryId, cert } = await issued();
    const before = await learner.client.rpc('issue_certificate', { category_uuid: categoryId });
    expect(before.data).toMatchObject({ id: cert.id, revoked_at: null });
    await admin.client.rpc('revoke_certificate', { certificate_id: cert.id, reason: 'Shared answers' });
    const refused = await learner.client.rpc('issue_certificate', { category_uuid: categoryId });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('PT403');
    expect(refused.error?.message).toMatch(
      /^Your certificate for this course was revoked on [A-Z][a-z]+ \d{2}, \d{4}$/,
    );
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from public.certificates where user_id = $1 and category_id = $2',
      [learner.id, categoryId],
    );
    expect(rows[0]?.n).toBe(1);
    // The rules' own body is not reachable by API callers.
    const inner = await learner.client.rpc('issue_certificate_unrevoked', { category_uuid: categoryId });
    expect(inner.error).not.toBeNull();

    const notAdmin = await editor.client.rpc('reinstate_certificate', { certificate_id: cert.id });
    expect(notAdmin.error).toMatchObject({
      code: '42501',
      message: 'Only admins can reinstate certificates',
    });
    expect((await stored(cert.id)).revoked_at).not.toBeNull();
    const reinstated = await admin.client.rpc('reinstate_certificate', { certificate_id: cert.id });
    expect(reinstated.error).toBeNull();
    expect(await stored(cert.id)).toMatchObject({ revoked_at: null, revoked_reason: null, revoked_by: null });
    const again = await learner.client.rpc('issue_certificate', { category_uuid: categoryId });
    expect(again.data).toMatchObject({ id: cert.id, verification_code: cert.verification_code });
  });

  it('nobody writes the revocation columns directly', async () => {
    const { cert } = await issued();
    for (const who of [admin, learner]) {
      const res = await who.client
        .from('certificates')
        .update({ revoked_at: new Date().toISOString(), revoked_reason: 'x' })
        .eq('id', cert.id);
      expect(res.error?.code).toBe('42501');
    }
    expect((await stored(cert.id)).revoked_at).toBeNull();
  });
});
