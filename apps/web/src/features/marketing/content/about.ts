// Static content of the about page (SPEC §2 About). Team profiles are placeholders the firm replaces.
import { Eye, GraduationCap, ShieldCheck, Target } from 'lucide-react';
import type { IconItem } from './types';

export const ABOUT_HEADER = {
  eyebrow: 'About us',
  title: 'Your Partner in Bitcoin Adoption',
  lead:
    'We are a team of finance professionals and security engineers who help companies and investors hold Bitcoin ' +
    'with the same discipline they apply to every other treasury asset.',
} as const;

/** SPEC §9 About stats. */
export const ABOUT_STATS = [
  { value: '10+', label: 'Years of experience' },
  { value: '500+', label: 'Clients served' },
  { value: '$50M+', label: 'Bitcoin secured' },
  { value: '98%', label: 'Client success rate' },
] as const;

export const ABOUT_MISSION = {
  title: 'Our Mission',
  paragraphs: [
    'Bitcoin is a new kind of reserve asset: scarce, global and held directly rather than through a bank. That ' +
      'makes it powerful for a balance sheet, and it also means the company itself becomes responsible for ' +
      'keeping it safe.',
    'Our mission is to make that responsibility manageable. We give leadership teams an honest view of the ' +
      'risks and benefits, put policy, custody and reporting in place, and teach your people to run them, so ' +
      'your Bitcoin strategy does not depend on us or on any single person.',
  ],
} as const;

export const ABOUT_VALUES: readonly IconItem[] = [
  {
    icon: ShieldCheck,
    title: 'Security First',
    description: 'Every recommendation starts from how funds could be lost or stolen, and how to prevent it.',
  },
  {
    icon: Eye,
    title: 'Transparency',
    description:
      'Clear fees, plain language and no products of our own to sell. You always know why we advise what we do.',
  },
  {
    icon: GraduationCap,
    title: 'Education',
    description: 'We explain as we go, so your team understands every decision and can operate on its own.',
  },
  {
    icon: Target,
    title: 'Long-term Thinking',
    description: 'We plan for years, not market cycles: governance, succession and continuity come built in.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const ABOUT_TEAM: readonly TeamMember[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Founder & Managing Partner',
    bio: 'Former corporate treasurer with twenty years in finance. Has guided boards through their first Bitcoin allocation since 2015.',
  },
  {
    name: 'David Chen',
    role: 'Head of Custody & Security',
    bio: 'Security engineer specialising in multi-signature custody, key ceremonies and recovery planning for institutions.',
  },
  {
    name: 'Maria Rodriguez',
    role: 'Director of Financial Reporting',
    bio: 'CPA focused on digital-asset accounting, fair-value reporting and audit readiness for growing companies.',
  },
];

export const ABOUT_CTA = {
  title: 'Work With Us',
  text: 'Whether you are exploring a first allocation or reviewing an existing setup, we are happy to talk.',
  primary: 'Schedule a Consultation',
  secondary: 'View Our Services',
} as const;
