// A stored file is never a page of the site (issue 37, finding 1: an editor uploaded HTML typed
// `application/pdf;,text/html`; an admin who opened its link ran it as the site, and the script read their session
// from localStorage and made the editor an admin). In Chromium, as the admin who opens the link: the crafted upload
// is refused; an HTML file that is stored (a bucket that takes any type) downloads instead of opening; and the same
// bytes shown inline with the crafted header — the answer an object stored before the fix got, modelled by rewriting
// the server's real answer on its way to the browser, keeping its CSP — run no script and reach no storage of the
// site. The site's own media still work: an image renders in a page, a PDF is served inline.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { E2E_JWT_SECRET } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const unique = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What the attacker's script does when it runs as the site: marks the window, reads and writes the site's storage. */
const SCRIPT = `
  window.__ran = true;
  localStorage.setItem('stored-file-ran', '1');
  const session = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
  fetch('/rest/v1/rpc/set_user_role', { method: 'POST', body: String(session && localStorage.getItem(session)) });
`;
/** The attacker's page: the script inline, and as a second stored file (the pages' `script-src 'self'` allows that). */
const PAYLOAD = `<!doctype html><title>x</title><script>${SCRIPT}</script><script src="run.js"></script>`;

async function serviceHeaders(): Promise<Record<string, string>> {
  const { serviceKey } = await deriveKeys(E2E_JWT_SECRET);
  return { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
}

/** A public bucket of its own for the test (any type allowed), removed with its files afterwards. */
async function withBucket(request: APIRequestContext, run: (bucket: string) => Promise<void>): Promise<void> {
  const headers = await serviceHeaders();
  const bucket = unique('files');
  const made = await request.post('/storage/v1/bucket', {
    headers,
    data: { id: bucket, name: bucket, public: true },
  });
  expect(made.ok(), await made.text()).toBe(true);
  try {
    await run(bucket);
  } finally {
    await request.post(`/storage/v1/bucket/${bucket}/empty`, { headers, data: {} });
    await request.delete(`/storage/v1/object/${bucket}`, {
      headers,
      data: { prefixes: ['page.html', 'run.js'] },
    });
    await request.delete(`/storage/v1/bucket/${bucket}`, { headers, data: {} });
  }
}

test('an editor cannot store HTML as a PDF, and a stored HTML file never runs as the site', async ({
  asEditor,
  asAdmin,
  request,
}) => {
  // The editor's upload with the crafted type, and HTML bytes claimed as a plain PDF: both refused.
  for (const type of ['application/pdf;,text/html', 'application/pdf;,text/javascript', 'application/pdf']) {
    const res = await asEditor.page.request.post(`/storage/v1/object/media/${unique('crafted')}.pdf`, {
      headers: { Authorization: `Bearer ${asEditor.session.access_token}`, 'content-type': type },
      data: Buffer.from(PAYLOAD),
    });
    expect({ type, status: res.status() }).toEqual({ type, status: 400 });
    expect(await res.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  }

  await withBucket(request, async (bucket) => {
    const headers = await serviceHeaders();
    for (const [name, type, body] of [
      ['page.html', 'text/html', PAYLOAD],
      ['run.js', 'text/plain', SCRIPT],
    ] as const) {
      const up = await request.post(`/storage/v1/object/${bucket}/${name}`, {
        headers: { ...headers, 'content-type': type },
        data: Buffer.from(body),
      });
      expect(up.ok(), await up.text()).toBe(true);
    }
    const url = `/storage/v1/object/public/${bucket}/page.html`;
    const { page } = asAdmin;
    const rpcCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/rpc/set_user_role')) rpcCalls.push(r.url());
    });

    // As it is served now: a download, not a page.
    const download = page.waitForEvent('download');
    await page.goto(url).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe('page.html');

    // As both were served before (inline, with the crafted types): the sandbox CSP keeps them out of the site.
    const files = `**/storage/v1/object/public/${bucket}/*`;
    await page.route(files, async (route) => {
      const answer = await route.fetch();
      const script = route.request().url().endsWith('/run.js');
      const rewritten: Record<string, string> = {
        ...answer.headers(),
        'content-type': script ? 'application/pdf;,text/javascript' : 'application/pdf;,text/html',
      };
      delete rewritten['content-disposition'];
      expect(rewritten['content-security-policy']).toBe("sandbox; default-src 'none'");
      await route.fulfill({ response: answer, headers: rewritten });
    });
    await page.goto(url);
    await expect(page).toHaveTitle('x'); // the HTML was parsed as a page...
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined(); // ...but ran nothing,
    expect(await page.evaluate(() => window.origin)).toBe('null'); // in an opaque origin,
    expect(
      await page.evaluate(() => {
        try {
          return localStorage.length;
        } catch (err) {
          return (err as Error).name;
        }
      }),
    ).toBe('SecurityError'); // with no way into the site's storage.
    await page.unroute(files);

    // Back on the site: the admin's storage was never written and no role change was asked for.
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('stored-file-ran'))).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-auth-token')))).toBe(
      true,
    );
    expect(rpcCalls).toEqual([]);
  });
});

test("the site's own media still work: an image renders in a page, a PDF opens inline", async ({
  asEditor,
  page,
  api,
}) => {
  const name = unique('pixel');
  const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  const auth = { apikey: api.anonKey, Authorization: `Bearer ${asEditor.session.access_token}` };
  for (const [path, type, bytes] of [
    [`${name}.png`, 'image/png', png],
    [`${name}.pdf`, 'application/pdf', pdf],
  ] as const) {
    const res = await asEditor.page.request.post(`/storage/v1/object/media/${path}`, {
      headers: { ...auth, 'content-type': type },
      data: bytes,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  try {
    await page.goto('/');
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      document.body.append(img);
      return [img.naturalWidth, img.naturalHeight];
    }, `/storage/v1/object/public/media/${name}.png`);
    expect(size).toEqual([3, 2]);
    const doc = await page.request.get(`/storage/v1/object/public/media/${name}.pdf`);
    expect(doc.headers()['content-type']).toBe('application/pdf');
    expect(doc.headers()['content-disposition']).toBeUndefined();
    // Not sandboxed: Chromium will not start its PDF viewer in a sandboxed document (storage/security-headers.ts).
    expect(doc.headers()['content-security-policy']).toBe("default-src 'none'");
    expect(doc.headers()['x-content-type-options']).toBe('nosniff');
  } finally {
    await api.service('DELETE', '/storage/v1/object/media', { prefixes: [`${name}.png`, `${name}.pdf`] });
  }
});
