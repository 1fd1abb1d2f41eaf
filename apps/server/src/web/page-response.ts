// A page as it is sent: the complete HTML (or XML: the sitemap, the feed) and its Brotli and gzip forms, made once
// per build of the page and reused (spa.ts and feeds.ts keep them in the one page cache for a few seconds). A page holds no per-response value — the
// run-time config and a server-rendered page's state are JSON data blocks, which no CSP governs — so the
// same bytes serve every visitor, compressed once instead of on every request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PageResponse {
  status: 200 | 404;
  /** The body as text (HTML for a page). */
  html: string;
  /** Its Content-Type. */
  type: string;
  br: ArrayBuffer;
  gzip: ArrayBuffer;
}

const arrayBuffer = (b: Buffer): ArrayBuffer =>
  b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

const HTML = 'text/html; charset=UTF-8';

export async function pageResponse(status: 200 | 404, html: string, type = HTML): Promise<PageResponse> {
  const raw = Buffer.from(html, 'utf8');
  // Mid-range levels: a page is built at most every few seconds, but while a visitor waits for it.
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gz(raw, { level: 6 }),
  ]);
  return { status, html, type, br: arrayBuffer(br), gzip: arrayBuffer(gzipped) };
}

/** The best encoding the request accepts of br, gzip or none (q=0 refuses one). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * `signedIn`: a page of a signed-in area (admin, learner, draft preview). Its shell holds no data, but what
 * the app shows there is no one else's business: never stored by a shared cache, never indexed.
 */
export function sendPage(
  c: Context,
  page: PageResponse,
  signedIn = false,
  cacheControl = signedIn ? 'no-store' : 'no-cache',
): Response {
  c.header('Content-Type', page.type);
  c.header('Cache-Control', cacheControl);
  if (signedIn) c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Vary', 'Accept-Encoding');
  const encoding = encodingFor(c.req.header('accept-encoding'));
  if (encoding === null) return c.body(page.html, page.status);
  c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' ? page.br : page.gzip, page.status);
}
