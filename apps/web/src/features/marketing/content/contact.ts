// Static content of the contact page (SPEC §2 Contact, SPEC §9 contact constants). The e-mail address and
// phone number are placeholders (reserved example domain, 555-01xx number) that the firm replaces.
import { Briefcase, Clock, Mail, Phone } from 'lucide-react';

export const CONTACT_HEADER = {
  eyebrow: 'Contact',
  title: 'Schedule a Consultation',
  lead: 'Tell us about your company and what you want to achieve with Bitcoin. An advisor will reply within 24 hours.',
} as const;

/** SPEC §9 contact service options, in order. */
export const SERVICE_OPTIONS = [
  'Investment Strategy Consultation',
  'Bitcoin Custody Setup',
  'Investment Policy Development',
  'Security Assessment',
  'Financial Reporting Setup',
  'Educational Workshops',
] as const;

/** SPEC §9 contact portfolio size options, in order. */
export const ASSET_OPTIONS = [
  'Under $1M',
  '$1M-$5M',
  '$5M-$10M',
  '$10M-$25M',
  '$25M-$50M',
  'Over $50M',
] as const;

export const REPLY_PROMISE = 'We reply to every request within 24 hours.';

export const CONTACT_EMAIL = 'advisory@bitcoin-advisory.example';
export const CONTACT_PHONE = { display: '+1 (555) 010-2100', href: 'tel:+15550102100' } as const;
export const OFFICE_HOURS = 'Monday to Friday, 9AM to 5PM PST';

export const CONTACT_DETAILS = [
  { icon: Mail, title: 'Email', text: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}` },
  { icon: Phone, title: 'Phone', text: CONTACT_PHONE.display, href: CONTACT_PHONE.href },
  { icon: Clock, title: 'Office Hours', text: OFFICE_HOURS, href: null },
] as const;

export const WHY_CHOOSE = {
  icon: Briefcase,
  points: [
    'Independent advice: we sell no Bitcoin products of our own',
    'Institutional-grade custody and security practices',
    'Accounting and reporting your auditors accept',
    'A senior advisor as your single point of contact',
  ],
} as const;

export const SERVICE_AREAS = [
  'Corporate treasury and CFO advisory',
  'Real estate investors and property funds',
  'Family offices and private investors',
  'In person on the US West Coast, by video across North America and worldwide',
] as const;
