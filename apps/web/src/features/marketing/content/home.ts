// Static content of the home page (SPEC §2 Home). The firm edits the words here, not in the components.
import {
  Building2,
  Calculator,
  ChartLine,
  FileText,
  GraduationCap,
  KeyRound,
  Landmark,
  ShieldCheck,
  Users,
  Scale,
  Wallet,
} from 'lucide-react';
import type { IconItem, ServiceItem } from './types';

export const HOME_HERO = {
  eyebrow: 'Bitcoin advisory for companies and investors',
  title: 'Bitcoin for Business',
  lead:
    'We help business leaders, CFOs and real estate investors add Bitcoin to the balance sheet with a clear ' +
    'policy, institutional-grade custody and reporting your auditors will accept.',
  primaryCta: 'Book a Consultation',
  secondaryCta: 'Explore Services',
} as const;

export const HOME_HIGHLIGHTS: readonly IconItem[] = [
  {
    icon: ShieldCheck,
    title: 'Secure Custody',
    description:
      'Multi-signature vaults, qualified custodians or a hybrid of both, with documented key ceremonies, ' +
      'inheritance plans and no single point of failure.',
  },
  {
    icon: Landmark,
    title: 'Balance Sheet Integration',
    description:
      'From board approval to fair-value accounting under ASU 2023-08: we connect treasury, accounting, tax and ' +
      'audit so Bitcoin fits your financial statements.',
  },
  {
    icon: Users,
    title: 'Expert Guidance',
    description:
      'Senior advisors with backgrounds in corporate finance, security engineering and real estate, on call ' +
      'from the first conversation to ongoing reviews.',
  },
];

export const HOME_SERVICES_HEADING = {
  title: 'Advisory Services',
  description:
    'Everything a company needs to hold Bitcoin responsibly, delivered as one engagement or service by service.',
} as const;

export const HOME_SERVICES: readonly ServiceItem[] = [
  {
    icon: ChartLine,
    title: 'Treasury Strategy',
    description: 'Decide whether, how much and how to allocate treasury reserves to Bitcoin.',
    features: [
      'Allocation sizing and scenario analysis',
      'Liquidity and cash-runway modelling',
      'Board-ready recommendation',
    ],
  },
  {
    icon: FileText,
    title: 'Investment Policy Development',
    description: 'A written policy that governs every purchase, transfer and sale.',
    features: [
      'Purchase methods such as dollar-cost averaging',
      'Approval thresholds and signers',
      'Rebalancing and exit rules',
    ],
  },
  {
    icon: KeyRound,
    title: 'Custody Setup',
    description: 'Choose and implement the custody model that matches your risk and governance.',
    features: [
      'Multi-signature vault design',
      'Qualified custodian due diligence',
      'Key ceremonies and recovery drills',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Security Assessment',
    description: 'An independent review of how your keys, people and processes could fail.',
    features: [
      'Threat modelling and key-person risk',
      'Operational security review',
      'Prioritised remediation plan',
    ],
  },
  {
    icon: Calculator,
    title: 'Financial Reporting',
    description: 'Accounting and reporting that stand up to your auditors.',
    features: [
      'Fair-value measurement under ASU 2023-08',
      'Cost-basis and lot tracking',
      'Audit-ready documentation',
    ],
  },
  {
    icon: Scale,
    title: 'Tax & Compliance Coordination',
    description: 'We work alongside your CPA and counsel so nothing falls between the cracks.',
    features: [
      'Gain and loss reporting support',
      'Regulatory and KYC readiness',
      'Records for year-end close',
    ],
  },
  {
    icon: Building2,
    title: 'Real Estate & Bitcoin',
    description: 'For property investors who want Bitcoin alongside their portfolio.',
    features: [
      'Reserve funds held in Bitcoin',
      'Accepting Bitcoin in transactions',
      'Entity and holding-structure review',
    ],
  },
  {
    icon: GraduationCap,
    title: 'Executive Education',
    description: 'Give your board, finance team and staff a solid understanding of Bitcoin.',
    features: [
      'Board and leadership briefings',
      'Hands-on workshops for finance teams',
      'Security awareness training',
    ],
  },
];

export const HOME_CLOSING = {
  title: 'Ready to put Bitcoin on your balance sheet?',
  text: 'Tell us about your company and goals. An advisor will reply within 24 hours to arrange a first conversation.',
  cta: 'Schedule a Consultation',
} as const;

/** Small proof points shown under the hero. */
export const HOME_PROOF: readonly IconItem[] = [
  { icon: Wallet, title: '$50M+', description: 'Bitcoin secured for clients' },
  { icon: Users, title: '500+', description: 'Clients advised' },
  { icon: ShieldCheck, title: '10+', description: 'Years in Bitcoin security' },
];
