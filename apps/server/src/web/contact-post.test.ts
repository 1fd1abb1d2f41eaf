// The form-post handler's answers the database cannot easily be made to give (test/web/contact-post.test.ts
// runs the real thing on both databases): the data API's 503, a check of the function's that ours missed,
// an unexpected failure, no web build to take the page from; and where the page puts the browser's focus.
// What a refusal costs (issue 37, finding 5), by counting the steps injected here: the contact page rendered (the
// app's own render, from source), the templates made — never by timing.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import type { RestApi, RestCall } from '../rest/api.ts';
import type { Reply } from '../rest/response/respond.ts';
import {
  CONTACT_FIELD_MESSAGES,
  GENERIC_FAILURE_MESSAGE,
  RATE_LIMIT_MESSAGE,
} from '@advisory/site/contact-form-rules';
import {
  CONTACT_POSTS_PER_HOUR,
  CROSS_SITE_MESSAGE,
  NOT_A_FORM_MESSAGE,
  TOO_LARGE_MESSAGE,
  contactPostRoutes,
} from './contact-post.ts';
import { appContactPages } from '../../test/support/contact-page-render.ts';
import { buildContactPageTemplate } from './contact-page-template.ts';

const contactPage = appContactPages();

interface Setup {
  /** No web build: no index.html to make the page from. */
  noBuild?: boolean;
  /** How templates are made (default: the real step, counted). */
  build?: typeof buildContactPageTemplate;
  now?: () => number;
}

function routes(reply: Reply | null, setup: Setup = {}) {
  const calls: RestCall[] = [];
  const counts = { renders: 0, templatesMade: 0 };
  const api: RestApi = {
    answer: async (call) => {
      calls.push(call);
      if (!reply) throw new Error('not called');
      return reply;
    },
  };
  const build = setup.build ?? buildContactPageTemplate;
  const app = contactPostRoutes({
    api,
    anonKey: 'anon-key',
    // One trusted proxy: the test names each client by its X-Forwarded-For.
    config: { siteUrl: 'https://advisory.example', siteName: 'Adv', trustProxy: 1 },
    logger: createLogger('silent'),
    pages: {
      render: (path, options) => {
        counts.renders += 1;
        return contactPage.pages.render(path, options);
      },
    },
    index: () => (setup.noBuild ? null : contactPage.index()),
    buildTemplate: (render, shape) => {
      counts.templatesMade += 1;
      return build(render, shape);
    },
    ...(setup.now ? { now: setup.now } : {}),
  });
  const post = (
    fields: Record<string, string>,
    opts: { ip?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    app.request('/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'X-Forwarded-For': opts.ip ?? '192.0.2.1',
        ...opts.headers,
      },
      body: opts.body ?? new URLSearchParams(fields).toString(),
    });
  return { calls, counts, post };
}

const VALID = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', services: 'Tea tasting' };
const json = (status: number, body: object): Reply => ({ status, headers: {}, body: JSON.stringify(body) });

describe('POST /contact', () => {
  it('calls submit_contact_request as anon through the data API with the RPC arguments', async () => {
    const { calls, post } = routes({ status: 200, headers: {}, body: '{"success":true}' });
    const res = await post(VALID);
    expect(res.status).toBe(303);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/submit_contact_request',
      headers: { apikey: 'anon-key', authorization: 'Bearer anon-key' },
    });
    expect(JSON.parse(await calls[0]!.body())).toMatchObject({
      first_name: 'Ada',
      service: 'Tea tasting',
      phone: null,
    });
  });

  it("answers the site's 503 page when the data API cannot reach the database", async () => {
    const res = await routes(json(503, { code: 'PGRST001' })).post(VALID);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect(await res.text()).toContain('Temporarily unavailable');
  });

  it("puts a message of the function's that our check missed beside its field", async () => {
    const res = await routes(json(400, { code: '22023', message: CONTACT_FIELD_MESSAGES.email })).post(VALID);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(`<p id="contact-email-error" class="text-sm font-medium text-destructive">`);
    // The browser starts at the field to fix, not at the notice.
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*autofocus=""/);
    expect(html).toMatch(/<div id="contact-form-notice"(?![^>]*autofocus)[^>]*>/);
  });

  it('says the request could not be sent on any other failure, focus on the notice, values kept', async () => {
    const res = await routes(json(500, { code: 'XX000', message: 'boom' })).post(VALID);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(GENERIC_FAILURE_MESSAGE);
    expect(html).not.toContain('boom');
    expect(html).toMatch(/<div id="contact-form-notice"[^>]*tabindex="-1"[^>]*autofocus=""/);
    // A value the list does not have is kept as an option of its own.
    expect(html).toContain('<option value="Tea tasting" selected="">Tea tasting</option>');
    // The app's page, read and not run: none of its scripts.
    expect(html).toContain('<title data-ssr>Error: Contact Us | Adv</title>');
    expect(html).not.toContain('/assets/index.js');
  });

  it('without a web build, answers a plain page with the messages and a way back', async () => {
    const res = await routes(null, { noBuild: true }).post({ firstName: 'Ada' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(`<li>${CONTACT_FIELD_MESSAGES.lastName}</li>`);
    expect(html).toContain('<a href="/contact">Back to the contact form</a>');
  });
});

describe('what a refused post costs', () => {
  const INVALID = { firstName: 'Ada', email: 'ada@example.com' };

  it('a flood of refused posts makes one template, rendered once, and renders nothing per post', async () => {
    const { counts, post } = routes(null);
    for (let i = 0; i < 10; i += 1) {
      const res = await post({ ...INVALID, firstName: `<b>${i}</b>` });
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain(CONTACT_FIELD_MESSAGES.lastName);
      expect(html).toContain(`value="&lt;b&gt;${i}&lt;/b&gt;"`);
    }
    expect(counts).toEqual({ renders: 1, templatesMade: 1 });
  });

  it('counts every post by client before reading it: past the limit, 429 with nothing read or made', async () => {
    const { calls, counts, post } = routes({ status: 200, headers: {}, body: '{"success":true}' });
    for (let i = 0; i < CONTACT_POSTS_PER_HOUR; i += 1)
      expect((await post(INVALID, { ip: '198.51.100.7' })).status).toBe(422);
    expect(counts).toEqual({ renders: 1, templatesMade: 1 });

    const over = [
      post(INVALID, { ip: '198.51.100.7' }),
      post(VALID, { ip: '198.51.100.7' }),
      post({}, { ip: '198.51.100.7', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' }),
      post({}, { ip: '198.51.100.7', body: 'x'.repeat(200 * 1024) }),
      post(VALID, { ip: '198.51.100.7', headers: { 'Sec-Fetch-Site': 'cross-site' } }),
    ];
    for (const res of await Promise.all(over)) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3600');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(RATE_LIMIT_MESSAGE);
      expect(html).not.toContain('contact-form');
      expect(html).not.toContain('Ada');
    }
    // Nothing fetched, made or called for them: the database function was never asked.
    expect(counts).toEqual({ renders: 1, templatesMade: 1 });
    expect(calls).toHaveLength(0);
    // Another client is counted apart.
    expect((await post(VALID, { ip: '198.51.100.8' })).status).toBe(303);
  });

  it('an IPv6 client is counted by its /64, and the window starts again after the hour', async () => {
    let now = 1_000_000;
    const { post } = routes(null, { now: () => now });
    for (let i = 0; i < CONTACT_POSTS_PER_HOUR; i += 1)
      expect((await post(INVALID, { ip: `2001:db8:1:2::${(i + 1).toString(16)}` })).status).toBe(422);
    expect((await post(INVALID, { ip: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).status).toBe(429);
    expect((await post(INVALID, { ip: '2001:db8:1:3::1' })).status).toBe(422);
    now += 3600_000;
    expect((await post(INVALID, { ip: '2001:db8:1:2::1' })).status).toBe(422);
  });

  it("403, 413 and 415 are pages made once: another site's post keeps its values", async () => {
    const { counts, post } = routes(null);
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const notAForm = await post({}, { headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(notAForm.status).toBe(415);
      bodies.add(await notAForm.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain(NOT_A_FORM_MESSAGE);
    const large = await post({}, { body: 'x'.repeat(200 * 1024) });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain(TOO_LARGE_MESSAGE);
    for (let i = 0; i < 3; i += 1) {
      const cross = await post(
        { ...VALID, firstName: `Ada "${i}"` },
        { headers: { 'Sec-Fetch-Site': 'cross-site' } },
      );
      expect(cross.status).toBe(403);
      const html = await cross.text();
      expect(html).toContain(CROSS_SITE_MESSAGE);
      expect(html).toContain(`value="Ada &quot;${i}&quot;"`);
    }
    // One template without values (413 and 415), one with them and no field to fix (403).
    expect(counts.templatesMade).toBe(2);
  });

  it('a template that could not be made is tried again by the next refusal, then kept', async () => {
    let attempts = 0;
    const { counts, post } = routes(null, {
      build: (render, shape) => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('render failed'))
          : buildContactPageTemplate(render, shape);
      },
    });
    expect(await (await post(INVALID)).text()).toContain(`<li>${CONTACT_FIELD_MESSAGES.lastName}</li>`);
    for (let i = 0; i < 2; i += 1)
      expect(await (await post(INVALID)).text()).toContain('<form id="contact-form"');
    expect(counts.templatesMade).toBe(2);
  });

  it('a template that cannot be made answers the plain page with the messages', async () => {
    const { post } = routes(null, {
      build: () => Promise.reject(new Error('jsdom failed')),
    });
    const res = await post(INVALID);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(`<li>${CONTACT_FIELD_MESSAGES.lastName}</li>`);
  });
});
