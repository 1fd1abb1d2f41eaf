// Certificate PDFs drawn once per version: counted draws, no timing. A version is everything drawn, so a
// changed fact or setting draws again under another ETag; the cache is bounded; a failed drawing is not
// kept; downloads at the same moment share one drawing.
import { describe, expect, it } from 'vitest';
import type { CertificateFacts, PdfSite } from './certificate-pdf.ts';
import { certificatePdfs } from './certificate-pdf-cache.ts';

const CERT: CertificateFacts = {
  verification_code: 'AB12-CD34-EF56',
  recipient_name: 'Ada Lovelace',
  course_name: 'Bitcoin Fundamentals',
  completed_at: new Date('2026-01-05T23:30:00Z'),
  issued_at: new Date('2026-01-06T10:00:00Z'),
};
const SITE: PdfSite = {
  siteName: 'Bitcoin Advisory',
  verifyUrl: 'https://advisory.example/certificates/AB12-CD34-EF56',
};

function countingRender() {
  const drawn: string[] = [];
  let fail = false;
  return {
    drawn,
    failNext: () => (fail = true),
    render: async (cert: CertificateFacts, site: PdfSite) => {
      drawn.push(`${cert.recipient_name}|${site.verifyUrl}`);
      if (fail) {
        fail = false;
        throw new Error('drawing failed');
      }
      return new TextEncoder().encode(`${cert.verification_code} ${cert.recipient_name}`);
    },
  };
}

describe('certificatePdfs', () => {
  it('draws a version once: downloads after it, and at the same moment, get the same bytes', async () => {
    const r = countingRender();
    const pdfs = certificatePdfs(r.render);
    const [a, b] = await Promise.all([pdfs.get(CERT, SITE).pdf(), pdfs.get(CERT, SITE).pdf()]);
    const c = await pdfs.get({ ...CERT, completed_at: new Date(CERT.completed_at) }, { ...SITE }).pdf();
    expect(r.drawn).toHaveLength(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('the ETag is known without drawing, and the same for the same version', () => {
    const r = countingRender();
    const pdfs = certificatePdfs(r.render);
    const etag = pdfs.get(CERT, SITE).etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(pdfs.get({ ...CERT }, { ...SITE }).etag).toBe(etag);
    expect(r.drawn).toHaveLength(0);
  });

  it.each([
    ['name', { recipient_name: 'Ada King' }, {}],
    ['course', { course_name: 'Lightning' }, {}],
    ['completion date', { completed_at: new Date('2026-01-04T00:00:00Z') }, {}],
    ['issue date', { issued_at: new Date('2026-01-07T00:00:00Z') }, {}],
    ['firm name', {}, { siteName: 'Other Advisory' }],
    ['verification URL (SITE_URL)', {}, { verifyUrl: 'https://other.example/certificates/AB12-CD34-EF56' }],
  ])('a changed %s is another version: drawn again, another ETag', async (_, facts, site) => {
    const r = countingRender();
    const pdfs = certificatePdfs(r.render);
    const first = pdfs.get(CERT, SITE);
    await first.pdf();
    const changed = pdfs.get({ ...CERT, ...facts }, { ...SITE, ...site });
    await changed.pdf();
    expect(changed.etag).not.toBe(first.etag);
    expect(r.drawn).toHaveLength(2);
  });

  it('keeps at most `max` versions: one dropped is drawn again when asked for', async () => {
    const r = countingRender();
    const pdfs = certificatePdfs(r.render, 2);
    const named = (name: string) => pdfs.get({ ...CERT, recipient_name: name }, SITE).pdf();
    await named('A');
    await named('B');
    await named('C'); // A goes
    expect(r.drawn).toHaveLength(3);
    await named('C');
    await named('B');
    expect(r.drawn).toHaveLength(3);
    await named('A');
    expect(r.drawn).toHaveLength(4);
  });

  it('a failed drawing is not kept: the next download draws again', async () => {
    const r = countingRender();
    const pdfs = certificatePdfs(r.render);
    r.failNext();
    await expect(pdfs.get(CERT, SITE).pdf()).rejects.toThrow('drawing failed');
    await expect(pdfs.get(CERT, SITE).pdf()).resolves.toBeInstanceOf(Uint8Array);
    expect(r.drawn).toHaveLength(2);
  });
});
