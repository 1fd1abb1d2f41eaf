// The page a visitor gets while the database cannot serve (db/unavailable.ts): 503 with Retry-After, a short
// message and a way to try again — never an empty 200 shell. Self-contained (inline style, no script, no asset
// that might need the server), so it shows even when nothing else can; never cached, never indexed.
import type { Context } from 'hono';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's HTML: the site's name, what happened and what to do (the link reloads the address asked for). */
export function unavailablePageHtml(siteName: string): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#f7931a">
<title>Temporarily unavailable${site ? ` – ${site}` : ''}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
    font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #faf9f7; color: #1c1917; }
  main { box-sizing: border-box; max-width: 32rem; width: 100%; background: #fff; border: 1px solid #e7e5e4; border-top: 4px solid #f7931a;
    border-radius: 0.75rem; padding: 2rem 1.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.06); }
  .site { margin: 0 0 1.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.02em; color: #57534e; }
  h1 { margin: 0 0 0.75rem; font-size: 1.5rem; line-height: 1.25; }
  p { margin: 0 0 1rem; }
  a { display: inline-block; margin-top: 0.5rem; padding: 0.625rem 1.125rem; border-radius: 0.5rem; background: #1c1917;
    color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #f7931a; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) {
    body { background: #0c0a09; color: #f5f5f4; }
    main { background: #1c1917; border-color: #292524; border-top-color: #f7931a; }
    .site { color: #a8a29e; }
    a { background: #f5f5f4; color: #1c1917; }
  }
</style>
</head>
<body>
<main>
${site ? `<p class="site">${site}</p>\n` : ''}<h1>Temporarily unavailable</h1>
<p>This page cannot be shown right now because the site cannot reach its database. Nothing is wrong on your side.</p>
<p>Please try again in a moment.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;
}

/** Answers the request with the page: 503, Retry-After, not stored by any cache. */
export function sendUnavailablePage(c: Context, siteName: string): Response {
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('X-Robots-Tag', 'noindex');
  const html = unavailablePageHtml(siteName);
  return c.req.method === 'HEAD' ? c.body(null, 503) : c.body(html, 503);
}
