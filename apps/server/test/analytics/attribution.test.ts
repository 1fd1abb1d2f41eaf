// Conversions (issue 28): a consultation request carries the landing page, referrer host and UTM of the visit
// that sent it. Through supabase-js as the contact form calls it: well-formed values are stored, anything
// else is stored as null and the request still goes through; staff read them with the rest of the row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ATTRIBUTION = 'landing_path, landing_referrer, utm_source, utm_medium, utm_campaign';
let n = 0;
const email = () => `attribution-${Date.now().toString(36)}-${(n += 1)}@example.test`;

describe.each(backends)('contact request attribution on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let contributor: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    contributor = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());

  const submit = async (address: string, attribution: Record<string, string>) => {
    const { data, error } = await t.client().rpc('submit_contact_request', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: address,
      message: 'About custody.',
      ...attribution,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
  };
  const stored = async (address: string) => {
    const { data, error } = await editor.client
      .from('contact_requests')
      .select(`email, ${ATTRIBUTION}`)
      .eq('email', address)
      .single();
    if (error) throw new Error(error.message);
    return data;
  };

  it('stores the landing page, referrer host and UTM, and staff read them with the request', async () => {
    const address = email();
    await submit(address, {
      landing_path: '/blog/hello?utm_source=newsletter',
      landing_referrer: ' News.YCombinator.com ',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'November 2026',
    });
    expect(await stored(address)).toEqual({
      email: address,
      landing_path: '/blog/hello?utm_source=newsletter',
      landing_referrer: 'news.ycombinator.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'November 2026',
    });
    const hidden = await contributor.client.from('contact_requests').select(ATTRIBUTION).eq('email', address);
    expect(hidden.data).toEqual([]);
  });

  it('stores null for values that break the rules, and never refuses the request for them', async () => {
    const address = email();
    await submit(address, {
      landing_path: 'blog/no-slash',
      landing_referrer: 'https://evil.example/path',
      utm_source: 'x'.repeat(101),
      utm_medium: '   ',
      utm_campaign: 'bad\u0001value',
    });
    expect(await stored(address)).toEqual({
      email: address,
      landing_path: null,
      landing_referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    const long = email();
    await submit(long, {
      landing_path: `/${'a'.repeat(512)}`,
      landing_referrer: `${'a'.repeat(256)}.example`,
    });
    expect(await stored(long)).toMatchObject({ landing_path: null, landing_referrer: null });
  });

  it('still takes a request without any attribution', async () => {
    const address = email();
    await submit(address, {});
    expect(await stored(address)).toEqual({
      email: address,
      landing_path: null,
      landing_referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('refuses attribution written around the function', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.contact_requests (first_name, last_name, email) values ('A', 'B', $1) returning id`,
      [email()],
    );
    await expect(
      t.db.query(`update public.contact_requests set landing_path = 'no-slash' where id = $1`, [rows[0]!.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'contact_requests_landing_path_format' });
    await expect(
      t.db.query(`update public.contact_requests set utm_source = '' where id = $1`, [rows[0]!.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'contact_requests_utm_source_length' });
  });
});
