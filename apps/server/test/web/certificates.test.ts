// Issue 12, the certificate: a learner who honestly completes a course gets it through issue_certificate(),
// anyone with its code downloads the PDF (read as anon through verify_certificate()), and the public page's
// status says whether the code exists. The real server over HTTP, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLearningCourse, passQuiz } from '../data-model/progress-support.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { pdfToText, readPdfPages } from '../support/pdf-text.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const SITE_URL = 'https://advisory.example';

interface Issued {
  verification_code: string;
  recipient_name: string;
  course_name: string;
}

describe.each(backends)('certificate PDF and verification page on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startWebHost(backend, { SITE_URL, SITE_NAME: 'Satoshi Advisory' });
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** The whole course the honest way: both quizzes passed (scored by the server), both slides seen. */
  async function completeCourse(user: SignedInUser, name: string): Promise<string> {
    const c = await insertLearningCourse(t, name);
    await passQuiz(t, user, c.quizA, c.questionA);
    await passQuiz(t, user, c.quizB, c.questionB);
    expect(
      (await user.client.from('user_progress').insert({ module_id: c.plain, last_slide_index: 0 })).error,
    ).toBeNull();
    const done = await user.client
      .from('user_progress')
      .update({ status: 'completed', last_slide_index: 1 })
      .eq('module_id', c.plain);
    expect(done.error).toBeNull();
    return c.categoryId;
  }

  async function issue(user: SignedInUser, categoryId: string): Promise<Issued> {
    const res = await user.client.rpc('issue_certificate', { category_uuid: categoryId });
    expect(res.error).toBeNull();
    return res.data as Issued;
  }

  const pdfUrl = (code: string) => `${t.url}/certificates/${code}.pdf`;

  it('a completed course → the PDF downloads with the name, course, date and code painted on it', async () => {
    const ada = await signedInUser(t, 'contributor', { fullName: 'Ada Lovelace' });
    const cert = await issue(ada, await completeCourse(ada, 'Lightning Basics'));
    expect(cert.verification_code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // No session: the PDF is as public as the verification page.
    const res = await fetch(pdfUrl(cert.verification_code));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-${cert.verification_code}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { rows } = await t.db.query<{ completed_at: Date }>(
      'select completed_at from public.certificates where verification_code = $1',
      [cert.verification_code],
    );
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(rows[0]?.completed_at);
    const [page] = await readPdfPages(bytes);
    expect(page?.texts).toEqual(
      expect.arrayContaining([
        'SATOSHI ADVISORY',
        'Certificate of Completion',
        'Ada Lovelace',
        'Lightning Basics',
        `Completed on ${day}`,
        cert.verification_code,
        `${SITE_URL}/certificates/${cert.verification_code}`,
      ]),
    );
    // Never the e-mail address, anywhere in the file.
    expect(Buffer.from(bytes).toString('latin1')).not.toContain(ada.email);
    expect(page?.texts.join('\n')).not.toContain(ada.email);
  });

  it('downloading again gives the same code and the same PDF; a revalidation is a 304', async () => {
    const bob = await signedInUser(t, 'contributor', { fullName: 'Bob Builder' });
    const course = await completeCourse(bob, 'Custody Course');
    const first = await issue(bob, course);
    const second = await issue(bob, course);
    expect(second.verification_code).toBe(first.verification_code);

    const a = await fetch(pdfUrl(first.verification_code));
    const b = await fetch(pdfUrl(second.verification_code.toLowerCase()));
    expect(b.status).toBe(200);
    expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await a.arrayBuffer()))).toBe(true);
    const etag = a.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(pdfUrl(first.verification_code), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('"Zoë Łukasiewicz 王小明" is drawn exactly as stored (and as the page shows it)', async () => {
    const zoe = await signedInUser(t, 'contributor', { fullName: 'Zoë Łukasiewicz 王小明' });
    const cert = await issue(zoe, await completeCourse(zoe, 'Ünïcode Course 比特币'));
    expect(cert.recipient_name).toBe('Zoë Łukasiewicz 王小明');
    const res = await fetch(pdfUrl(cert.verification_code));
    expect(res.status).toBe(200);
    const lines = pdfToText(new Uint8Array(await res.arrayBuffer()))
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['Zoë Łukasiewicz 王小明', 'Ünïcode Course 比特币']));
    const verified = await t.client().rpc('verify_certificate', { code: cert.verification_code });
    expect((verified.data as Issued[])[0]?.recipient_name).toBe('Zoë Łukasiewicz 王小明');
  });

  it('a revoked certificate: the page stays 200, the PDF is refused (410, the date named), even to a cache', async () => {
    const admin = await signedInUser(t, 'admin');
    const rex = await signedInUser(t, 'contributor', { fullName: 'Rex Revoked' });
    const cert = await issue(rex, await completeCourse(rex, 'Revoked Course'));
    const before = await fetch(pdfUrl(cert.verification_code));
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag') ?? '';
    const { data } = await rex.client
      .from('certificates')
      .select('id')
      .eq('verification_code', cert.verification_code)
      .single();
    const revoke = await admin.client.rpc('revoke_certificate', {
      certificate_id: (data as { id: string }).id,
      reason: 'Shared answers',
    });
    expect(revoke.error).toBeNull();
    const revokedAt = new Date((revoke.data as { revoked_at: string }).revoked_at);
    const month = revokedAt.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const day = String(revokedAt.getUTCDate()).padStart(2, '0');
    const date = `${month} ${day}, ${revokedAt.getUTCFullYear()}`;

    for (const headers of [{}, { 'If-None-Match': etag }] as Record<string, string>[]) {
      const res = await fetch(pdfUrl(cert.verification_code), { headers });
      expect(res.status).toBe(410);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        code: 'certificate_revoked',
        message: `This certificate was revoked on ${date}; its PDF is no longer available.`,
      });
    }
    const page = await fetch(`${t.url}/certificates/${cert.verification_code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('the longest name and course the database allows download, each cut to its line with an ellipsis', async () => {
    // The widest capital, as many as profiles_full_name_max_length and the course name's bound allow.
    const name = 'W'.repeat(200);
    const wide = await signedInUser(t, 'contributor', { fullName: name });
    const course = await completeCourse(wide, 'Widest course');
    await t.db.query('update public.education_categories set name = $1 where id = $2', [
      'M'.repeat(100),
      course,
    ]);
    const cert = await issue(wide, course);
    expect(cert.recipient_name).toBe(name);
    const res = await fetch(pdfUrl(cert.verification_code));
    expect(res.status).toBe(200);
    const [page] = await readPdfPages(new Uint8Array(await res.arrayBuffer()));
    const cutName = page?.texts.find((text) => text.startsWith('WWW')) ?? '';
    const cutCourse = page?.texts.find((text) => text.startsWith('MMM')) ?? '';
    expect(cutName).toMatch(/^W{10,199}…$/);
    expect(cutCourse).toMatch(/^M{10,99}…$/);
  });

  it.each([
    ['an unknown code', 'ZZZZ-ZZZZ-ZZZZ.pdf'],
    ['a malformed code', 'not-a-code.pdf'],
    ['a quote in the code', "AB12-CD34-EF5'.pdf"],
    ['an over-long code', `${'A'.repeat(5000)}.pdf`],
  ])('%s → 404 JSON, not cached', async (_, file) => {
    const res = await fetch(`${t.url}/certificates/${encodeURIComponent(file)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      code: 'certificate_not_found',
      message: 'No certificate has this verification code.',
    });
  });

  it('the verification page: 200 for an issued code, a real 404 for an unknown or malformed one', async () => {
    const cleo = await signedInUser(t, 'contributor', { fullName: 'Cleo Chain' });
    const cert = await issue(cleo, await completeCourse(cleo, 'Page Course'));
    const valid = await fetch(`${t.url}/certificates/${cert.verification_code}`);
    expect(valid.status).toBe(200);
    expect(await valid.text()).toContain('<div id="root">');

    for (const code of ['ZZZZ-ZZZZ-ZZZZ', 'nope']) {
      const res = await fetch(`${t.url}/certificates/${code}`);
      expect(res.status, code).toBe(404);
      // Still the app (it shows its own "unknown code" message), with the page's security headers.
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});
