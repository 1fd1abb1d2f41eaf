// The refused post's page from a template is the page React renders for that very submission: byte for byte, for
// every shape of refusal and for values chosen to break out of where they go (issue 37, finding 5; issue 38: the
// same render as GET /contact).
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_MESSAGES,
  type ContactRequestInput,
  type ContactSubmission,
} from '@advisory/site/contact-form-rules';
import { appContactPages } from '../../test/support/contact-page-render.ts';
import { buildContactPageTemplate, shapeOf, type RenderContactPage } from './contact-page-template.ts';
import { CONTACT_PATH } from './contact-page.ts';
import { staticDocument } from './page-document.ts';

const { pages, index } = appContactPages();
let renders = 0;
/** The document for a submission, rendered now: what the template must give. */
const render: RenderContactPage = async (submission) => {
  renders += 1;
  const page = await pages.render(CONTACT_PATH, { contact: submission });
  return staticDocument(index(), page!.head!, page!.html!);
};

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

const STATES: [string, ContactSubmission][] = [
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
        website: 'filled',
      }),
      errors: { ...CONTACT_FIELD_MESSAGES },
      notice: 'Please correct <these> & "those"',
    },
  ],
  [
    'options the lists have',
    {
      values: values({ firstName: 'Ada', email: 'ada@localhost', service: 'Security Assessment', assets: '$5M-$10M' }),
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
  it.each(STATES)('%s: the page React renders for it, byte for byte', async (_, submission) => {
    const template = await buildContactPageTemplate(render, shapeOf(submission));
    expect(template).not.toBeNull();
    expect(template!.fill(submission)).toBe(await render(submission));
  });

  it('one template serves every submission of its shape, rendering once', async () => {
    const [first, second] = [STATES[0]![1], STATES[1]![1]];
    const before = renders;
    const template = await buildContactPageTemplate(render, shapeOf(first));
    expect(renders - before).toBe(1);
    const sameShape: ContactSubmission = { ...second, errors: first.errors };
    const filled = [template!.fill(sameShape), template!.fill(first)];
    expect(renders - before).toBe(1);
    expect(filled).toEqual([await render(sameShape), await render(first)]);
  });

  it('escapes every value: nothing the visitor typed becomes markup', async () => {
    const submission = STATES[0]![1];
    const html = (await buildContactPageTemplate(render, shapeOf(submission)))!.fill(submission);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('value="&#x27; onfocus=&#x27;alert(2)"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(4)&lt;/script&gt; &amp;amp; 🚀</textarea>');
    // A value the list does not have is its own option, escaped in both places.
    expect(html).toContain(
      '<option value="&lt;/option&gt;&lt;/select&gt;&lt;img src=x onerror=alert(3)&gt;" selected="">',
    );
    // A value that looks like a slot is text: the pieces are joined once.
    expect(html).toContain('value="cslot0123_0_ &amp; co"');
    expect(html).toContain('<p>Please correct &lt;these&gt; &amp; &quot;those&quot;</p>');
    // The honeypot is never filled back in; the page is read, not run: no script of the app's.
    expect(html).not.toContain('filled');
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
  });

  it('has no template without a contact page to render', async () => {
    expect(await buildContactPageTemplate(async () => null, { values: true, errors: [] })).toBeNull();
  });
});
