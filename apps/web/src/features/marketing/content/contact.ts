// Static content of the contact page (SPEC §2 Contact, SPEC §9 contact constants).
import { Briefcase, Clock, Mail, Phone } from 'lucide-react';
import { firm, mailtoHref, telHref } from '@/config/firm';

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

// The firm's e-mail, phone and office hours come from config/firm.ts, the one place the firm edits them.
export const CONTACT_DETAILS = [
  { icon: Mail, title: 'Email', text: firm.email, href: mailtoHref(firm.email) },
  { icon: Phone, title: 'Phone', text: firm.phone.display, href: telHref(firm.phone) },
  { icon: Clock, title: 'Office Hours', text: firm.officeHours, href: null },
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
