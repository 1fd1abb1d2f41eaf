// The staff e-mail about a new contact request: plain text, every field the visitor filled in.
import type { Mail } from '../auth/mail/mailer.ts';
import type { Tables } from '@advisory/site/database-types';

/** The claimed contact_requests row (generated types); the drivers read timestamps as Dates (db/parsers.ts). */
export type PendingContactRequest = Pick<
  Tables<'contact_requests'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'service' | 'assets' | 'message'
> & { created_at: Date };

/** Visitor text must not break the subject line (a header): collapse line breaks and cap the length. */
function oneLine(s: string, max = 120): string {
  const flat = s.replace(/[\r\n\t]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function buildContactNotice(
  r: PendingContactRequest,
  to: string,
  opts: { siteName: string; siteUrl: string },
): Mail {
  const name = `${r.first_name} ${r.last_name}`;
  const lines = [
    `A new consultation request arrived on ${opts.siteName}.`,
    '',
    `Name:      ${name}`,
    `Email:     ${r.email}`,
    `Phone:     ${r.phone ?? '-'}`,
    `Company:   ${r.company ?? '-'}`,
    `Service:   ${r.service ?? '-'}`,
    `Portfolio: ${r.assets ?? '-'}`,
    `Received:  ${r.created_at.toISOString()}`,
    '',
    'Message:',
    r.message ?? '-',
    '',
    'We promise visitors a reply within 24 hours.',
  ];
  const link = new URL('/admin/requests', opts.siteUrl).toString();
  return {
    to,
    subject: oneLine(`New consultation request from ${name}${r.company ? ` (${r.company})` : ''}`),
    text: `${lines.join('\n')}\n\nAll requests: ${link}\n`,
    link,
    kind: 'contact_request',
  };
}
