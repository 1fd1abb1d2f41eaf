// The form-post handler's answers the database cannot easily be made to give (test/web/contact-post.test.ts
// runs the real thing on both databases): the data API's 503, a check of the function's that ours missed,
// an unexpected failure, no web build to take the page from; and where the page puts the browser's focus.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger.ts';
import type { RestApi, RestCall } from '../rest/api.ts';
import type { Reply } from '../rest/response/respond.ts';
import { CONTACT_FIELD_MESSAGES, GENERIC_FAILURE_MESSAGE } from './contact-form-rules.ts';
import { contactPostRoutes } from './contact-post.ts';

const PAGE =
  '<!doctype html><html><head><title>Contact</title></head><body><form id="contact-form" method="post" action="/contact">' +
  '<div data-field><input id="contact-first-name" name="firstName"></div>' +
  '<div data-field><input id="contact-last-name" name="lastName"></div>' +
  '<div data-field><input id="contact-email" name="email"></div>' +
  '<div data-field><select id="contact-services" name="services"><option value="">Pick</option></select></div>' +
  '<button>Send Request</button></form></body></html>';

function routes(reply: Reply | null, page: { status: number; html: string } = { status: 200, html: PAGE }) {
  const calls: RestCall[] = [];
  const api: RestApi = {
    answer: async (call) => {
      calls.push(call);
      if (!reply) throw new Error('not called');
      return reply;
    },
  };
  const app = contactPostRoutes({
    api,
    anonKey: 'anon-key',
    config: { siteUrl: 'https://advisory.example', siteName: 'Adv', trustProxy: 0 },
    logger: createLogger('silent'),
    fetch: async () => new Response(page.html, { status: page.status }),
  });
  const post = (fields: Record<string, string>) =>
    app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams(fields).toString(),
    });
  return { calls, post };
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
    expect(html).toMatch(/<input id="contact-email"[^>]*autofocus=""/);
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
  });

  it('without a web build, answers a plain page with the messages and a way back', async () => {
    const res = await routes(null, { status: 503, html: 'not built' }).post({ firstName: 'Ada' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(`<li>${CONTACT_FIELD_MESSAGES.lastName}</li>`);
    expect(html).toContain('<a href="/contact">Back to the contact form</a>');
  });
});
