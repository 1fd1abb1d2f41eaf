// The refused post's page from a template is the page jsdom rendered for each post before (issue 37, finding 5):
// byte for byte, for every shape of refusal and for values chosen to break out of where they go.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MESSAGES, type ContactRequestInput } from '@advisory/site/contact-form-rules';
import { buildContactPageTemplate, shapeOf } from './contact-page-template.ts';
import { applyContactState, type ContactPageState } from './contact-page.ts';

// As the web build renders /contact (components/contact-form.tsx): React marks the select's default option
// `selected`; an option without a value attribute and an optgroup are there to be sure of the general case.
const BASE =
  '<!doctype html><html><head><title data-ssr>Contact Us | Adv</title>' +
  '<link rel="modulepreload" href="/assets/contact.js"></head><body><div id="root">' +
  '<p>Call&nbsp;us &amp; more</p>' +
  '<form id="contact-form" method="post" action="/contact" aria-describedby="contact-required-note">' +
  '<p id="contact-required-note">Fields marked * are required.</p>' +
  '<div data-field><input id="contact-first-name" name="firstName" required="" maxlength="100"></div>' +
  '<div data-field><input id="contact-last-name" name="lastName"></div>' +
  '<div data-field><input id="contact-email" name="email" type="email" aria-describedby="email-hint"></div>' +
  '<div data-field><input id="contact-phone" name="phone" value=""></div>' +
  '<div data-field><input id="contact-company" name="company"></div>' +
  '<div data-field><div class="relative"><select id="contact-services" name="services">' +
  '<option value="" selected="">Select a service</option><option value="Security Assessment">Security Assessment</option>' +
  '<optgroup label="More"><option>Tea &amp; Biscuits</option></optgroup></select></div></div>' +
  '<div data-field><select id="contact-assets" name="assets"><option value="">Select a range</option>' +
  '<option value="$5M-$10M">$5M-$10M</option></select></div>' +
  '<div data-field><textarea id="contact-message" name="message" rows="5"></textarea></div>' +
  '<div aria-hidden="true"><input id="contact-website" name="website"></div>' +
  '<button type="submit">Send Request</button></form></div>' +
  '<script type="application/json" id="ssr-state">{}</script>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

/** What contact-page.ts answered per post before: the DOM step through jsdom. */
function renderedByJsdom(base: string, state: ContactPageState): string | null {
  const dom = new JSDOM(base);
  try {
    return applyContactState(dom.window.document, state) ? dom.serialize() : null;
  } finally {
    dom.window.close();
  }
}

const XSS = '"><script>alert(1)</script>';
const values = (over: Partial<ContactRequestInput>): ContactRequestInput => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  assets: '',
  message: '',
  website: '',
  ...over,
});

const STATES: [string, ContactPageState][] = [
  [
    'values that try to leave their attribute, text or option',
    {
      values: values({
        firstName: XSS,
        lastName: "' onfocus='alert(2)",
        email: 'a&b@example.com<',
        phone: '\u00a0+1\u00a0555',
        company: 'cslot0123_0_ & co',
        service: XSS,
        assets: '</option></select><img src=x onerror=alert(3)>',
        message: '\n</textarea><script>alert(4)</script> &amp; 🚀',
        website: '',
      }),
      errors: { ...CONTACT_FIELD_MESSAGES },
      notice: 'Please correct <these> & "those"',
    },
  ],
  [
    'options the lists have (the first match, an option named by its text)',
    {
      values: values({ firstName: 'Ada', email: 'ada@localhost', service: 'Tea & Biscuits', assets: '$5M-$10M' }),
      errors: { lastName: CONTACT_FIELD_MESSAGES.lastName, email: CONTACT_FIELD_MESSAGES.email },
      notice: 'Fix',
    },
  ],
  [
    'the placeholder chosen, one field to fix',
    {
      values: values({ firstName: 'Ada', lastName: 'Lovelace', service: '', assets: '' }),
      errors: { email: CONTACT_FIELD_MESSAGES.email },
      notice: 'Fix',
    },
  ],
  [
    'a cross-site post: values kept, nothing to fix',
    {
      values: values({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', service: 'Elsewhere' }),
      errors: {},
      notice: 'This request came from another website',
    },
  ],
  ['not a form: no values', { values: null, errors: {}, notice: 'Your request could not be read.' }],
];

describe('the contact page template', () => {
  it.each(STATES)('%s: the page jsdom rendered, byte for byte', async (_, state) => {
    const template = await buildContactPageTemplate(BASE, shapeOf(state));
    expect(template).not.toBeNull();
    expect(template!.fill(state)).toBe(renderedByJsdom(BASE, state));
  });

  it('one template serves every state of its shape', async () => {
    const [first, second] = [STATES[0]![1], STATES[1]![1]];
    const template = await buildContactPageTemplate(BASE, shapeOf(first));
    const sameShape: ContactPageState = { ...second, errors: first.errors };
    expect(template!.fill(sameShape)).toBe(renderedByJsdom(BASE, sameShape));
    expect(template!.fill(first)).toBe(renderedByJsdom(BASE, first));
  });

  it('escapes every value: nothing the visitor typed becomes markup', async () => {
    const state = STATES[0]![1];
    const html = (await buildContactPageTemplate(BASE, shapeOf(state)))!.fill(state);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    // Single quotes are text inside the double-quoted attribute.
    expect(html).toContain(`value="' onfocus='alert(2)"`);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(4)&lt;/script&gt; &amp;amp; 🚀</textarea>');
    // A value the list does not have is its own option, escaped in both places.
    expect(html).toContain(
      '<option value="&lt;/option&gt;&lt;/select&gt;&lt;img src=x onerror=alert(3)&gt;" selected="">',
    );
    // A value that looks like a slot is text: the pieces are joined once.
    expect(html).toContain('value="cslot0123_0_ &amp; co"');
    expect(html).toContain('<p>Please correct &lt;these&gt; &amp; "those"</p>');
  });

  it('has no template without a contact form to put the state into', async () => {
    const page = '<!doctype html><html><head><title>x</title></head><body><p>no form</p></body></html>';
    expect(await buildContactPageTemplate(page, { values: true, errors: [] })).toBeNull();
  });
});
