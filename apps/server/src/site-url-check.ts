// SITE_URL is printed where it cannot be corrected later: on certificate PDFs (the verification URL and its
// QR code), in e-mailed links, in the feeds and the sitemap. Left unset it is http://localhost:PORT, which
// works on the machine that runs the server and nowhere else — so start-up says so loudly (issue 25).

const LOOPBACK = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i;

/** Whether `siteUrl`'s host is this machine only (localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0). */
export function isLoopbackUrl(siteUrl: string): boolean {
  return LOOPBACK.test(new URL(siteUrl).hostname);
}

/**
 * What is wrong with the site's public address, or null when it is a real one. `configured` is the raw
 * SITE_URL environment value (undefined or empty when unset); `siteUrl` the address in use.
 */
export function siteUrlProblem(configured: string | undefined, siteUrl: string): string | null {
  if (configured !== undefined && configured.trim() !== '' && !isLoopbackUrl(siteUrl)) return null;
  const what = configured?.trim() ? `SITE_URL is ${siteUrl}` : `SITE_URL is not set (using ${siteUrl})`;
  return `${what}: certificates (verification URL and QR code), e-mail links and feeds will point at this machine only; set SITE_URL to the site's public address`;
}
