// Issue 26: the consultation form posted by the browser itself (web/contact-post.ts), on both databases,
// beside the app's own way (supabase-js calling submit_contact_request): the same stored row, the same
// messages (the function's, checked here against the server's rules), limits shared by both ways, a
// refused post stores nothing. The pages are the app's own render (apps/web/src/entry-server.tsx, from source)
// in a stand-in index.html.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/auth/mail/mailer.ts';
import { createLogger } from '../../src/http/logger.ts';
import { notifyPendingContactRequests } from '../../src/jobs/contact-notify.ts';
import {
  CONTACT_FIELD_MESSAGES,
  RATE_LIMIT_MESSAGE,
  readContactForm,
  toRpcArgs,
  validateContactRequest,
  type ContactRequestInput,
} from '@advisory/site/contact-form-rules';
import {
  CONTACT_POSTS_PER_HOUR,
  CROSS_SITE_MESSAGE,
  NOT_A_FORM_MESSAGE,
  TOO_LARGE_MESSAGE,
} from '../../src/web/contact-post.ts';
import { DESKTOP_UA } from '../analytics/support.ts';
import { createUser } from '../data-model/support.ts';
import { inOneWindow } from '../rest/client-ip-support.ts';
import { backends } from '../support/backends.ts';
import type { TestServer } from '../support/test-server.ts';
import { startWebHost } from '../support/web-host.ts';

const INDEX =
  '<!doctype html><html><head><title data-ssr>Contact Us | Adv</title>' +
  '<link rel="modulepreload" href="/assets/contact.js"></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;
let ipCounter = 0;
/** A client address of its own (TRUST_PROXY=1: the server takes the X-Forwarded-For the test writes). */
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

const FULL = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  phone: '+1 555 010 0199',
  company: 'Analytical Engines Ltd',
  services: 'Security Assessment',
  assets: '$5M-$10M',
  message: 'We hold Bitcoin with one custodian & want a <review>.',
};

describe.each(backends)('the contact form posted without JavaScript on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startWebHost(
      backend,
      { SITE_URL: 'https://advisory.example', SITE_NAME: 'Adv', TRUST_PROXY: '1' },
      INDEX,
      {},
      undefined,
      true,
    );
  });
  afterAll(async () => t?.stop());

  const post = (
    fields: Record<string, string>,
    opts: { ip?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    fetch(`${t.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': opts.ip ?? freshIp(),
        ...opts.headers,
      },
      body: opts.body ?? new URLSearchParams(fields).toString(),
    });

  /** The app's way: supabase-js as anon from a given client address. */
  const rpc = (args: Record<string, unknown>, ip = freshIp()) =>
    createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'X-Forwarded-For': ip } },
    }).rpc('submit_contact_request', args);

  const rowsFor = async (email: string) =>
    (
      await t.db.query<Record<string, unknown>>('select * from public.contact_requests where email = $1', [
        email.toLowerCase(),
      ])
    ).rows;
  const storedCount = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from public.contact_requests')).rows[0]!.n;

  it('stores exactly one row, the same as the app stores, and answers 303 to the confirmation', async () => {
    const email = uniqueEmail('form');
    const res = await post({ ...FULL, email: ` ${email} `, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact/sent');
    expect(res.headers.get('location')).not.toContain('Ada');

    const appEmail = uniqueEmail('app');
    const input: ContactRequestInput = { ...FULL, service: FULL.services, email: appEmail, website: '' };
    expect((await rpc(toRpcArgs(input))).error).toBeNull();

    const [formRow, ...moreForm] = await rowsFor(email);
    const [appRow] = await rowsFor(appEmail);
    expect(moreForm).toEqual([]);
    const shape = (row: Record<string, unknown> | undefined) => {
      const { id: _id, email: _email, created_at: _c, updated_at: _u, notified_at: _n, ...rest } = row ?? {};
      return rest;
    };
    expect(shape(formRow)).toEqual(shape(appRow));
    expect(formRow).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      service: 'Security Assessment',
      assets: '$5M-$10M',
      message: FULL.message,
      status: 'new',
      user_id: null,
    });
  });

  it('carries where the visit began: the first page this browser viewed today, its referrer host and UTM', async () => {
    // ADR 0021, conversions: without script the app cannot say where the visit began; the server's own count can.
    const ip = freshIp();
    const as = { 'User-Agent': DESKTOP_UA, 'X-Forwarded-For': ip };
    for (const [path, extra] of [
      [
        '/services?utm_source=newsletter&utm_medium=email&utm_campaign=winter',
        { Referer: 'https://news.example.com/a?b=1' },
      ],
      ['/contact', { Referer: 'https://advisory.example/services' }],
    ] as const) {
      const page = await fetch(`${t.url}${path}`, { headers: { ...as, ...extra } });
      await page.arrayBuffer();
      expect(page.status).toBe(200);
    }
    const email = uniqueEmail('landed');
    expect(
      (await post({ ...FULL, email, website: '' }, { ip, headers: { 'User-Agent': DESKTOP_UA } })).status,
    ).toBe(303);
    expect((await rowsFor(email))[0]).toMatchObject({
      landing_path: '/services',
      landing_referrer: 'news.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter',
    });

    // A browser that viewed nothing today (or was not counted) sends its request all the same, without attribution.
    const unseen = uniqueEmail('unseen');
    expect(
      (await post({ ...FULL, email: unseen, website: '' }, { headers: { 'User-Agent': DESKTOP_UA } })).status,
    ).toBe(303);
    expect((await rowsFor(unseen))[0]).toMatchObject({
      landing_path: null,
      landing_referrer: null,
      utm_source: null,
    });
  });

  it('the confirmation page is the app page the 303 names', async () => {
    const res = await fetch(`${t.url}/contact/sent`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title data-ssr>Request Received | Adv</title>');
  });

  it('the staff notifier picks a form-posted request up like any other', async () => {
    const admin = await createUser(t.db, 'admin', { role: 'admin' });
    const { rows } = await t.db.query<{ email: string }>('select email from auth.users where id = $1', [
      admin.id,
    ]);
    const email = uniqueEmail('notify');
    expect((await post({ firstName: 'Grace', lastName: 'Hopper', email })).status).toBe(303);
    const logger = createLogger('silent');
    // The server's own notifier may have claimed it first: either way the staff member has its mail.
    await notifyPendingContactRequests({
      db: t.db,
      config: t.config,
      logger,
      mailer: createMailer(t.db, t.config, logger),
    });
    const mails = await t.db.query<{ subject: string }>(
      `select subject from server.outbox where recipient = $1 and kind = 'contact_request'`,
      [rows[0]!.email],
    );
    expect(mails.rows.map((m) => m.subject)).toContain('New consultation request from Grace Hopper');
  });

  it('a honeypot post is answered like a stored one and stores nothing', async () => {
    const email = uniqueEmail('bot');
    const res = await post({ firstName: 'Bot', lastName: 'Net', email, website: 'https://spam.example' });
    expect(res.status).toBe(303);
    expect(await rowsFor(email)).toEqual([]);
  });

  const OPTIONAL = {
    phone: FULL.phone,
    company: FULL.company,
    services: FULL.services,
    assets: FULL.assets,
    message: FULL.message,
  };
  const invalid: [
    string,
    Record<string, string>,
    Partial<Record<keyof typeof CONTACT_FIELD_MESSAGES, string>>,
  ][] = [
    [
      'a blank first name',
      { firstName: '   ', lastName: 'Lovelace', email: 'ada@example.com' },
      { firstName: CONTACT_FIELD_MESSAGES.firstName },
    ],
    [
      'no last name',
      { firstName: 'Ada', email: 'ada@example.com' },
      { lastName: CONTACT_FIELD_MESSAGES.lastName },
    ],
    [
      'an e-mail without a domain dot',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@localhost' },
      { email: CONTACT_FIELD_MESSAGES.email },
    ],
    [
      'an e-mail with a space',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada lovelace@example.com' },
      { email: CONTACT_FIELD_MESSAGES.email },
    ],
    ['nothing required', {}, CONTACT_FIELD_MESSAGES],
  ];
  it.each(invalid)(
    '%s: 422, each message beside its field, every value kept, nothing stored',
    async (_, required, expected) => {
      const sent: Record<string, string> = { ...required, ...OPTIONAL };
      const before = await storedCount();
      const res = await post(sent);
      expect(res.status).toBe(422);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      const ids = { firstName: 'contact-first-name', lastName: 'contact-last-name', email: 'contact-email' };
      for (const [field, id] of Object.entries(ids)) {
        const message = expected[field as keyof typeof expected];
        const shown = html.includes(`<p id="${id}-error"`);
        expect(shown).toBe(message !== undefined);
        if (!message) continue;
        expect(html).toContain(
          `<p id="${id}-error" class="text-sm font-medium text-destructive">${message}</p></div>`,
        );
        expect(html).toMatch(
          new RegExp(`<input[^>]*id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error"`),
        );
      }
      // The rules agree with the database function's: it raises the first of these messages for the same values.
      const input = readContactForm((name) => sent[name]);
      expect(validateContactRequest(input)).toEqual(expected);
      const { error } = await rpc(toRpcArgs(input));
      expect(error?.message).toBe(Object.values(expected)[0]);
      // Every value the visitor typed is back in the form.
      for (const [name, value] of Object.entries(required)) {
        expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"`));
      }
      expect(html).toContain('value="Analytical Engines Ltd"');
      expect(html).toContain('<option value="Security Assessment" selected="">');
      expect(html).toContain('<option value="$5M-$10M" selected="">');
      expect(html).toContain('>We hold Bitcoin with one custodian &amp; want a &lt;review&gt;.</textarea>');
      expect(html).toContain('Request not sent');
      expect(html).toContain('<title data-ssr>Error: Contact Us | Adv</title>');
      // The app would hydrate an empty form over it: the page goes without its scripts.
      expect(html).not.toContain('/assets/index.js');
      expect(html).not.toContain('modulepreload');
      expect(await storedCount()).toBe(before);
    },
  );

  it('a refused post shows what was typed as text: markup in a value is escaped, never the page', async () => {
    const res = await post({
      firstName: '"><script>alert(1)</script>',
      email: 'ada@example.com',
      company: "' autofocus onfocus='alert(2)",
      services: '</option></select><img src=x onerror=alert(3)>',
      message: '</textarea><script>alert(4)</script>',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(CONTACT_FIELD_MESSAGES.lastName);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('name="firstName" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain(`name="company" value="&#x27; autofocus onfocus=&#x27;alert(2)"`);
    expect(html).toContain(
      '<option value="&lt;/option&gt;&lt;/select&gt;&lt;img src=x onerror=alert(3)&gt;" selected="">',
    );
    expect(html).toContain('>&lt;/textarea&gt;&lt;script&gt;alert(4)&lt;/script&gt;</textarea>');
  });

  it('a flood from one client is answered 429 past the per-client limit, before any check or call', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < CONTACT_POSTS_PER_HOUR; i += 1)
      expect((await post({ firstName: 'Ada', email: 'ada@example.com' }, { ip })).status).toBe(422);
    const before = await storedCount();
    const email = uniqueEmail('flood');
    const res = await post({ ...FULL, email }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    const html = await res.text();
    expect(html).toContain(RATE_LIMIT_MESSAGE);
    expect(html).not.toContain(email);
    // Not even read: what is not a form is refused by the limit too.
    const notAForm = await post({}, { ip, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(notAForm.status).toBe(429);
    expect(await storedCount()).toBe(before);
    // Another client is counted apart.
    expect((await post({ ...FULL, email: uniqueEmail('flood-other') })).status).toBe(303);
  });

  it('the limit of 5 per e-mail address counts both ways: 5 through the app, the form post is 429', async () => {
    const email = uniqueEmail('limit');
    for (let i = 0; i < 5; i += 1)
      expect((await rpc({ first_name: 'Ada', last_name: 'Lovelace', email })).error).toBeNull();
    const res = await post({ ...FULL, email });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    const html = await res.text();
    expect(html).toContain(RATE_LIMIT_MESSAGE);
    expect(html).toContain(`value="${email}"`);
    expect(await rowsFor(email)).toHaveLength(5);
    // And the other way round: form posts count for the app's call.
    const second = uniqueEmail('limit2');
    for (let i = 0; i < 5; i += 1) expect((await post({ ...FULL, email: second })).status).toBe(303);
    expect((await rpc({ first_name: 'Ada', last_name: 'Lovelace', email: second })).error?.code).toBe(
      'PT429',
    );
  });

  it('the limit of 10 per client address counts both ways, by the address the data API sees', async () => {
    const statuses = await inOneWindow(
      t.db,
      (ip) => `contact:ip:${ip}`,
      ['198.51.100.40', '198.51.100.41'],
      async (ip) => {
        for (let i = 0; i < 5; i += 1)
          expect(
            (await rpc({ first_name: 'A', last_name: 'B', email: uniqueEmail('ip') }, ip)).error,
          ).toBeNull();
        const out: number[] = [];
        for (let i = 0; i < 6; i += 1)
          out.push((await post({ ...FULL, email: uniqueEmail('ip') }, { ip })).status);
        return out;
      },
    );
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    // Another client is unaffected.
    expect((await post({ ...FULL, email: uniqueEmail('ip') })).status).toBe(303);
  });

  it('refuses what is not a form, or too large, with a clear status and message, storing nothing', async () => {
    const email = uniqueEmail('refused');
    const json = await post(
      {},
      {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'L', email }),
      },
    );
    expect(json.status).toBe(415);
    expect(await json.text()).toContain(NOT_A_FORM_MESSAGE);
    const large = await post(
      {},
      {
        body: new URLSearchParams({
          firstName: 'Ada',
          lastName: 'L',
          email,
          message: 'x'.repeat(101 * 1024),
        }).toString(),
      },
    );
    expect(large.status).toBe(413);
    expect(await large.text()).toContain(TOO_LARGE_MESSAGE);
    expect(await rowsFor(email)).toEqual([]);
    const put = await fetch(`${t.url}/contact`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site', { Origin: 'https://elsewhere.example' }],
    ['a Referer of another site', { Referer: 'https://elsewhere.example/form.html' }],
  ])(
    'refuses a post from another site (%s) with 403, the details kept to send from here',
    async (_, headers) => {
      const email = uniqueEmail('cross');
      const res = await post({ ...FULL, email }, { headers });
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain(CROSS_SITE_MESSAGE);
      expect(html).toContain(`value="${email}"`);
      expect(await rowsFor(email)).toEqual([]);
    },
  );

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' }],
    ["the site's Origin", { Origin: 'https://advisory.example' }],
    ['Origin: null (our no-referrer policy)', { Origin: 'null' }],
  ])('takes a post from the site itself (%s)', async (_, headers) => {
    expect((await post({ ...FULL, email: uniqueEmail('same') }, { headers })).status).toBe(303);
  });
});
