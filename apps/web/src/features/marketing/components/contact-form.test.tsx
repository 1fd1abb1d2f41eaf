// @vitest-environment jsdom
// The consultation form as the server renders it: a real form that the browser can send by itself before
// the app runs (or without JavaScript) — POST to /contact, a name on every field, the button enabled.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../api/contact-request-rpc';
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

  it('gives each visible field a container where the server puts its message', () => {
    const named = Array.from(form?.querySelectorAll('[name]') ?? []).filter(
      (el) => el.id !== 'contact-website',
    );
    expect(named).toHaveLength(8);
    for (const control of named) expect(control.closest('[data-field]'), control.id).not.toBeNull();
  });
});
