// Where an e-mailed link (and the PKCE flow's code) may send the browser. GoTrue's rule first (safeRedirect:
// SITE_URL's origin or AUTH_ALLOWED_REDIRECTS, else SITE_URL); then one of ours (ADR 0011): a page of the
// site that a staff-made redirect answers is not followed either — a session in the fragment or a code in the
// query would ride that redirect to wherever it points. SITE_URL is the fallback, as for a refused redirect_to.
import { getPath } from 'hono/utils/url';
import { safeRedirect, type AuthCtx } from './context.ts';

export async function redirectTarget(ctx: AuthCtx, raw: string | undefined | null): Promise<string> {
  const site = ctx.deps.config.siteUrl;
  const target = safeRedirect(ctx.deps, raw);
  if (target === site) return site;
  const url = new URL(target);
  if (url.origin !== new URL(site).origin) return target; // another origin the operator allowed: theirs to run
  return (await ctx.siteRedirects.redirects(getPath(new Request(url)))) ? site : target;
}
