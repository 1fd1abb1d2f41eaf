// Security review finding 2 (ADR 0011): an e-mailed link's redirect_to may name a page of the site, but never one
// that a staff-made redirect answers — the session in the fragment (or the PKCE code in the query) would ride it
// to wherever the redirect points. Such a redirect_to falls back to SITE_URL, when the mail is sent and again
// when the link is followed (the redirect may be made in between). Redirects made by an editor through
// supabase-js; links followed with plain fetch, redirects not followed.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { followLink, GOOD_PASSWORD, lastMail, redirectParams, uniqueEmail, withAuthEnv } from './support.ts';

const SITE = 'http://app.example.test';
const PARTNER = 'http://partner.example.test';
const THIEF = 'https://thief.example.net/collect';

describe.each(backends)('auth links and the redirect table on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let restoreEnv: () => void;
  let n = 0;
  /** A fresh source path per test, made into an active redirect to the thief by the editor. */
  const redirectToThief = async (source = `/go-${(n += 1)}`) => {
    const { error } = await editor.client
      .from('redirects')
      .insert({ source_path: source, destination_url: THIEF });
    expect(error).toBeNull();
    return source;
  };

  /** Where a followed link sends the browser, without its fragment; SITE_URL's page is `${SITE}/`. */
  const page = (location: string) => {
    const url = new URL(location);
    return `${url.origin}${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_EMAIL_RESEND_INTERVAL: '1',
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_TOKEN_BURST: '100000',
      AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_OTP_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_OTP_BURST: '100000',
    });
    t = await startTestServer(backend, { SITE_URL: SITE, AUTH_ALLOWED_REDIRECTS: PARTNER });
    editor = await signedInUser(t, 'editor');
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  /** A victim's magic link asked for with this redirect_to; returns the mail's link. */
  const magicLink = async (redirectTo: string, flowType: 'implicit' | 'pkce' = 'implicit') => {
    const email = uniqueEmail('victim');
    await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true });
    const client = createClient(t.url, t.anonKey, {
      auth: { flowType, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: redirectTo, shouldCreateUser: false },
    });
    expect(error).toBeNull();
    return (await lastMail(t, email))!.link;
  };

  it('a redirect_to that a redirect answers is not put in the mail, and the session lands on SITE_URL', async () => {
    const source = await redirectToThief();
    const link = await magicLink(`${SITE}${source}`);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    const followed = await followLink(t, link);
    expect(followed.status).toBe(303);
    expect(page(followed.location)).toBe(`${SITE}/`);
    expect(redirectParams(followed.location)).toMatchObject({ token_type: 'bearer', type: 'magiclink' });
  });

  it('a redirect made after the mail was sent is found when the link is followed (implicit and PKCE)', async () => {
    const source = `/later-${(n += 1)}`;
    const implicit = await magicLink(`${SITE}${source}`);
    const pkce = await magicLink(`${SITE}${source}?step=2`, 'pkce');
    expect(new URL(implicit).searchParams.get('redirect_to')).toBe(`${SITE}${source}`);
    await redirectToThief(source);

    const a = await followLink(t, implicit);
    expect(page(a.location)).toBe(`${SITE}/`);
    expect(redirectParams(a.location).access_token).toBeTruthy();
    const b = await followLink(t, pkce);
    const url = new URL(b.location);
    expect(url.origin + url.pathname).toBe(`${SITE}/`);
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it('every spelling of the same page is caught: trailing slash, escapes, dot segments, query and fragment', async () => {
    const source = await redirectToThief();
    const name = source.slice(1);
    for (const spelling of [
      `${SITE}${source}/`,
      `${SITE}/${encodeURIComponent(name).replace(/o/g, '%6F')}`,
      `${SITE}/x/..${source}`,
      `${SITE}${source}?a=1#b`,
      `${SITE.toUpperCase()}${source}`,
    ]) {
      const followed = await followLink(t, await magicLink(spelling));
      expect([spelling, page(followed.location)]).toEqual([spelling, `${SITE}/`]);
    }
  });

  it("GoTrue's rule is kept: other pages of the site and listed origins are honoured; a switched-off redirect no longer counts", async () => {
    const welcome = await followLink(t, await magicLink(`${SITE}/welcome?x=1`));
    expect(welcome.location.startsWith(`${SITE}/welcome?x=1#access_token=`)).toBe(true);
    const partner = await followLink(t, await magicLink(`${PARTNER}/app`));
    expect(partner.location.startsWith(`${PARTNER}/app#access_token=`)).toBe(true);

    const source = await redirectToThief();
    const off = await editor.client.from('redirects').update({ is_active: false }).eq('source_path', source);
    expect(off.error).toBeNull();
    const followed = await followLink(t, await magicLink(`${SITE}${source}`));
    expect(followed.location.startsWith(`${SITE}${source}#access_token=`)).toBe(true);
  });

  it('a redirect written straight into the database (not through this server) is found as well', async () => {
    const source = `/direct-${(n += 1)}`;
    const link = await magicLink(`${SITE}${source}`);
    // The server's copy of the table is fresh (a redirect was just served from it) and knows nothing of this row.
    expect((await fetch(`${t.url}${await redirectToThief()}`, { redirect: 'manual' })).status).toBe(301);
    await t.db.query(`insert into public.redirects (source_path, destination_url) values ($1, $2)`, [
      source,
      THIEF,
    ]);
    const followed = await followLink(t, link);
    expect(page(followed.location)).toBe(`${SITE}/`);
    expect(redirectParams(followed.location).access_token).toBeTruthy();
  });

  it('defence in depth: even when a session does reach a redirect, its fragment is not carried off the site', async () => {
    const source = await redirectToThief();
    // Where SITE_URL itself (the fallback) or a page reached some other way is the redirect's source.
    const res = await fetch(`${t.url}${source}?code=secret`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${THIEF}#`);
  });
});
