// @vitest-environment jsdom
// The consultation form as the server renders it: a real form that the browser can send by itself before
// the app runs (or without JavaScript) — POST to /contact, a name on every field, the button enabled.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MESSAGES, NOT_SENT_TITLE } from '@advisory/site/contact-form-rules';
import { CONTACT_FIELDS } from '../api/contact-request-rpc';
import { ContactSubmissionContext, type ContactSubmission } from '../lib/contact-submission';
import { ContactForm } from './contact-form';

const doc = new DOMParser().parseFromString(
  renderToString(<ContactForm onSent={() => undefined} />),
  'text/html',
);
const form = doc.querySelector('form');

describe('ContactForm in the server HTML', () => {
  it('posts to /contact', () => {
    expect(form?.id).toBe('contact-form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contact');
  });

  it('names every field as the server reads it, with its length limit', () => {
    for (const field of Object.values(CONTACT_FIELDS)) {
      const control = form?.querySelector(`[name="${field.name}"]`);
      expect(control, field.name).not.toBeNull();
      if ('maxLength' in field && control?.tagName !== 'SELECT')
        expect(control?.getAttribute('maxlength')).toBe(String(field.maxLength));
    }
  });

  it('has the Send Request button enabled before the app runs', () => {
    const button = form?.querySelector('button[type="submit"]');
    expect(button?.textContent).toBe('Send Request');
    expect(button?.hasAttribute('disabled')).toBe(false);
  });

  it('shows no notice and no field message without a refused submission', () => {
    expect(form?.querySelector('#contact-form-notice')).toBeNull();
    expect(form?.querySelectorAll('[aria-invalid]')).toHaveLength(0);
  });
});

describe('ContactForm given a submission the server refused (no JavaScript)', () => {
  const submitted = (submission: ContactSubmission) =>
    new DOMParser()
      .parseFromString(
        renderToString(
          <ContactSubmissionContext value={submission}>
            <ContactForm onSent={() => undefined} />
          </ContactSubmissionContext>,
        ),
        'text/html',
      )
      .querySelector('form')!;
  const values = {
    firstName: 'Ada',
    lastName: '',
    email: 'ada@',
    phone: '',
    company: 'Engines & Co',
    service: 'Security Assessment',
    assets: 'Not listed',
    message: 'Hello',
    website: '',
  };

  it("puts each message under its field, marks it invalid, focuses the first, keeps every value", () => {
    const f = submitted({
      values,
      errors: { lastName: CONTACT_FIELD_MESSAGES.lastName, email: CONTACT_FIELD_MESSAGES.email },
      notice: 'Please fix',
    });
    const last = f.querySelector<HTMLInputElement>('#contact-last-name')!;
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(f.querySelector(`#${last.getAttribute('aria-describedby')}`)?.textContent).toBe(
      CONTACT_FIELD_MESSAGES.lastName,
    );
    expect(last.hasAttribute('autofocus')).toBe(true);
    expect(f.querySelector('#contact-email')?.hasAttribute('autofocus')).toBe(false);
    expect(f.querySelector('#contact-first-name')?.hasAttribute('aria-invalid')).toBe(false);
    expect(f.querySelector<HTMLInputElement>('#contact-company')?.value).toBe('Engines & Co');
    expect(f.querySelector<HTMLSelectElement>('#contact-services')?.value).toBe('Security Assessment');
    // A value the list does not have stays chosen, as an option of its own.
    expect(f.querySelector<HTMLSelectElement>('#contact-assets')?.value).toBe('Not listed');
    expect(f.querySelector('#contact-message')?.textContent).toBe('Hello');
    const notice = f.querySelector('#contact-form-notice')!;
    expect(notice.textContent).toBe(`${NOT_SENT_TITLE}Please fix`);
    expect(notice.hasAttribute('autofocus')).toBe(false);
    expect(f.getAttribute('aria-describedby')).toBe('contact-form-notice contact-required-note');
  });

  it('with nothing to fix, the notice takes the focus', () => {
    const f = submitted({ values: null, errors: {}, notice: 'Could not be read' });
    expect(f.querySelector('#contact-form-notice')?.hasAttribute('autofocus')).toBe(true);
    expect(f.querySelectorAll('[autofocus]')).toHaveLength(1);
  });
});
