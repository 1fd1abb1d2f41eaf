// The consultation form's rules (the database function's checks, apps/server/test/web/contact-post.test.ts
// asks it the same) and the reading of a posted form by its field names.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_MESSAGES,
  fieldOfMessage,
  readContactForm,
  validateContactRequest,
  type ContactRequestInput,
} from './contact-form-rules.ts';

const valid: ContactRequestInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: '',
  service: '',
  assets: '',
  message: '',
  website: '',
};

describe('validateContactRequest', () => {
  it('passes a complete request, and a trimmed one', () => {
    expect(validateContactRequest(valid)).toEqual({});
    expect(validateContactRequest({ ...valid, firstName: ' Ada ', email: ' ADA@Example.COM ' })).toEqual({});
  });

  it.each([
    ['a blank first name', { firstName: ' \t ' }, { firstName: CONTACT_FIELD_MESSAGES.firstName }],
    ['a blank last name', { lastName: '' }, { lastName: CONTACT_FIELD_MESSAGES.lastName }],
    ['no @', { email: 'ada.example.com' }, { email: CONTACT_FIELD_MESSAGES.email }],
    ['no dot after the @', { email: 'ada@localhost' }, { email: CONTACT_FIELD_MESSAGES.email }],
    ['two @', { email: 'ada@b@example.com' }, { email: CONTACT_FIELD_MESSAGES.email }],
    ['a space inside', { email: 'ada lovelace@example.com' }, { email: CONTACT_FIELD_MESSAGES.email }],
    ['everything missing', { firstName: '', lastName: '', email: '' }, CONTACT_FIELD_MESSAGES],
  ])('%s', (_, change, errors) => {
    expect(validateContactRequest({ ...valid, ...change })).toEqual(errors);
  });

  it('lets a filled honeypot through: the function answers it with success and stores nothing', () => {
    expect(validateContactRequest({ ...valid, firstName: '', website: 'spam' })).toEqual({});
  });
});

describe('readContactForm', () => {
  it('reads every field by its posted name; a missing or non-text one is blank', () => {
    const form = new URLSearchParams({ firstName: 'Ada', services: 'Security Assessment', website: '' });
    expect(readContactForm((name) => form.get(name))).toEqual({
      ...valid,
      lastName: '',
      email: '',
      service: 'Security Assessment',
    });
    expect(readContactForm(() => new Blob([])).firstName).toBe('');
  });
});

describe('fieldOfMessage', () => {
  it("names the field a function's message belongs to", () => {
    expect(fieldOfMessage('Last name is required')).toBe('lastName');
    expect(fieldOfMessage('Something else')).toBeNull();
  });
});
