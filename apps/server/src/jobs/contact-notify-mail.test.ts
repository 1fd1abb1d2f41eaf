import { describe, expect, it } from 'vitest';
import { buildContactNotice, type PendingContactRequest } from './contact-notify-mail.ts';

const request: PendingContactRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: null,
  service: null,
  assets: null,
  message: null,
  created_at: new Date('2026-11-23T08:00:00Z'),
};
const site = { siteName: 'Bitcoin Advisory', siteUrl: 'https://advisory.example' };

describe('buildContactNotice', () => {
  it('addresses one staff member, links the requests screen and marks blank fields with a dash', () => {
    const mail = buildContactNotice(request, 'staff@example.com', site);
    expect(mail).toMatchObject({
      to: 'staff@example.com',
      subject: 'New consultation request from Ada Lovelace',
      link: 'https://advisory.example/admin/requests',
      kind: 'contact_request',
    });
    expect(mail.text).toContain('A new consultation request arrived on Bitcoin Advisory.');
    expect(mail.text).toContain('Phone:     -');
    expect(mail.text).toContain('Received:  2026-11-23T08:00:00.000Z');
  });

  it('keeps visitor text out of the headers: line breaks collapse and the subject is capped', () => {
    const mail = buildContactNotice(
      { ...request, first_name: 'Eve\r\nBcc: victim@example.com', company: 'x'.repeat(300) },
      'staff@example.com',
      site,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('New consultation request from Eve Bcc: victim@example.com')).toBe(true);
    expect(mail.subject.length).toBeLessThanOrEqual(120);
  });

  it('keeps the message with its own line breaks in the body', () => {
    const mail = buildContactNotice({ ...request, message: 'Line one\nLine two' }, 'staff@example.com', site);
    expect(mail.text).toContain('Message:\nLine one\nLine two\n');
  });
});
