// Static content of the services page (SPEC §2 Services): four groups of two services each.
import {
  Calculator,
  ChartLine,
  FileText,
  GraduationCap,
  KeyRound,
  Scale,
  ShieldCheck,
  Zap,
} from 'lucide-react';
import type { ServiceItem } from './types';

export interface ServiceGroup {
  title: string;
  description: string;
  services: readonly [ServiceItem, ServiceItem];
}

export const SERVICES_HEADER = {
  eyebrow: 'What we do',
  title: 'Our Services',
  lead:
    'End-to-end Bitcoin advisory for companies and real estate investors: strategy, custody, accounting and ' +
    'the education your team needs to run it with confidence.',
} as const;

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    title: 'Investment Strategy',
    description: 'A deliberate, documented plan before the first satoshi is bought.',
    services: [
      {
        icon: ChartLine,
        title: 'Investment Strategy Consultation',
        description:
          'We assess your cash position, risk tolerance and time horizon and recommend whether and how much of ' +
          'your treasury to allocate to Bitcoin.',
        features: [
          'Treasury and liquidity analysis',
          'Allocation sizing with drawdown scenarios',
          'Entry approach: lump sum or dollar-cost averaging',
          'Board presentation and Q&A',
        ],
      },
      {
        icon: FileText,
        title: 'Investment Policy Development',
        description:
          'A written treasury policy that sets who may buy, hold, move or sell Bitcoin, under which limits and ' +
          'with which approvals.',
        features: [
          'Roles, approval thresholds and signers',
          'Counterparty and exchange selection criteria',
          'Rebalancing, reporting and review cadence',
          'Board resolution templates',
        ],
      },
    ],
  },
  {
    title: 'Security & Custody',
    description: 'Keys are the asset. We make sure no single person or failure can lose them.',
    services: [
      {
        icon: KeyRound,
        title: 'Bitcoin Custody Setup',
        description:
          'Self-custody, a qualified custodian or collaborative custody: we compare the models for your company ' +
          'and implement the one you choose.',
        features: [
          'Multi-signature vault design (for example 2-of-3 or 3-of-5)',
          'Hardware wallet procurement and setup',
          'Key ceremonies, geographic key distribution and backups',
          'Inheritance and business-continuity plan',
        ],
      },
      {
        icon: ShieldCheck,
        title: 'Security Assessment',
        description:
          'An independent review of an existing setup: how keys are generated, stored, used and recovered, and ' +
          'who could move funds.',
        features: [
          'Threat model covering theft, loss and coercion',
          'Review of wallets, devices and access controls',
          'Recovery drill with your team',
          'Written findings with a prioritised remediation plan',
        ],
      },
    ],
  },
  {
    title: 'Financial Services',
    description: 'Bitcoin that your accountants, auditors and tax advisors can work with.',
    services: [
      {
        icon: Calculator,
        title: 'Financial Reporting Setup',
        description:
          'Accounting policies and tooling for fair-value measurement of Bitcoin under FASB ASU 2023-08, with ' +
          'gains and losses reported in net income.',
        features: [
          'Accounting policy memo for your auditors',
          'Cost-basis and lot tracking by wallet',
          'Month-end and quarter-end close procedures',
          'Disclosure templates for financial statements',
        ],
      },
      {
        icon: Scale,
        title: 'Tax & Compliance Coordination',
        description:
          'We prepare the records your CPA and counsel need and coordinate with them; we do not replace them.',
        features: [
          'Realised gain and loss reports per disposal',
          'Documentation for exchanges and custodians (KYC)',
          'Entity and jurisdiction considerations with counsel',
          'Year-end close support',
        ],
      },
    ],
  },
  {
    title: 'Technical & Advisory',
    description: 'Practical know-how for the teams that operate Bitcoin day to day.',
    services: [
      {
        icon: Zap,
        title: 'Bitcoin Payments Integration',
        description:
          'Accept or send Bitcoin payments on-chain and over the Lightning Network, with settlement to your ' +
          'treasury or to dollars.',
        features: [
          'Payment processor selection',
          'On-chain and Lightning payment flows',
          'Invoicing, refunds and reconciliation',
          'Real estate deposits and rent in Bitcoin',
        ],
      },
      {
        icon: GraduationCap,
        title: 'Educational Workshops',
        description:
          'Workshops for boards, finance teams and staff, from first principles to hands-on wallet practice.',
        features: [
          'Bitcoin fundamentals for executives',
          'Hands-on custody and transaction practice',
          'Security awareness and phishing defence',
          'Tailored to your industry and team',
        ],
      },
    ],
  },
];

export const SERVICES_CTA = {
  title: 'Not sure where to start?',
  text: 'Most clients begin with a strategy consultation. Tell us about your situation and we will recommend the next step.',
  primary: 'Schedule a Consultation',
  secondary: 'Read the Glossary',
} as const;
