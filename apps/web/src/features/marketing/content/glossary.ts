// The glossary's built-in terms (SPEC §2 Glossary): 15 terms across the six categories, written for business
// readers. Every category has at least one term (checked by glossary.test.ts).

export const GLOSSARY_CATEGORIES = [
  'Basic Concepts',
  'Technology',
  'Security',
  'Investment Strategy',
  'Mining',
  'Culture',
] as const;

export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

/** The chips shown above the list; display only, they do not filter (SPEC §2). */
export const GLOSSARY_CHIPS = ['All', ...GLOSSARY_CATEGORIES] as const;

export interface GlossaryTerm {
  term: string;
  category: GlossaryCategory;
  definition: string;
  /** Other terms of this glossary. */
  related: readonly string[];
}

export const GLOSSARY_HEADER = {
  eyebrow: 'Learn the language',
  title: 'Bitcoin Glossary',
  lead: 'Plain-English definitions of the Bitcoin terms you will meet in board meetings, audits and custody reviews.',
} as const;

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  {
    term: 'Bitcoin',
    category: 'Basic Concepts',
    definition:
      'A decentralized digital currency and payment network launched in 2009 by the pseudonymous Satoshi Nakamoto. ' +
      'Its supply is capped at 21 million coins, and transactions are verified by a global network of computers ' +
      'instead of a bank or government.',
    related: ['Satoshi', 'Blockchain', 'Halving'],
  },
  {
    term: 'Satoshi',
    category: 'Basic Concepts',
    definition:
      'The smallest unit of bitcoin: one hundred-millionth of a bitcoin (0.00000001 BTC), often called a "sat". ' +
      'It lets holdings and payments of any size be expressed precisely.',
    related: ['Bitcoin', 'Lightning Network'],
  },
  {
    term: 'Blockchain',
    category: 'Technology',
    definition:
      'The public, append-only ledger of every Bitcoin transaction. Transactions are grouped into blocks, each ' +
      'linked to the one before it by a cryptographic hash, so changing history would mean redoing the work of ' +
      'every later block.',
    related: ['Proof of Work', 'Node'],
  },
  {
    term: 'Node',
    category: 'Technology',
    definition:
      'A computer running Bitcoin software that downloads and independently checks every block and transaction ' +
      'against the network rules. Running your own node lets a company verify its balances and payments without ' +
      'trusting a third party.',
    related: ['Blockchain', 'Proof of Work'],
  },
  {
    term: 'Lightning Network',
    category: 'Technology',
    definition:
      'A payment network built on top of Bitcoin. Participants open payment channels secured by on-chain ' +
      'transactions, then send payments almost instantly and for tiny fees, settling on the blockchain only when ' +
      'a channel closes.',
    related: ['Satoshi', 'Blockchain'],
  },
  {
    term: 'Private Key',
    category: 'Security',
    definition:
      'A secret number that authorizes spending bitcoin. Whoever controls the private key controls the funds, ' +
      'so it must never be shared and is best kept on devices that stay offline.',
    related: ['Seed Phrase', 'Multisig', 'Cold Storage'],
  },
  {
    term: 'Seed Phrase',
    category: 'Security',
    definition:
      'A list of 12 or 24 words (the BIP-39 standard) from which a wallet derives all of its private keys. Anyone ' +
      'holding the phrase can recover the wallet, so it is stored offline, often engraved on metal, and never ' +
      'typed into a website.',
    related: ['Private Key', 'Cold Storage'],
  },
  {
    term: 'Multisig',
    category: 'Security',
    definition:
      'Short for multi-signature: a wallet that needs several independent keys to approve a transaction, for ' +
      "example 2 of 3 or 3 of 5. It removes single points of failure and can mirror a company's approval rules.",
    related: ['Private Key', 'Cold Storage'],
  },
  {
    term: 'Cold Storage',
    category: 'Security',
    definition:
      'Keeping private keys on devices that never connect to the internet, such as hardware wallets or ' +
      'air-gapped computers. It protects long-term holdings from online attacks.',
    related: ['Private Key', 'Seed Phrase', 'Multisig'],
  },
  {
    term: 'Dollar-Cost Averaging',
    category: 'Investment Strategy',
    definition:
      'Buying a fixed dollar amount of bitcoin at regular intervals, whatever the price. It spreads purchases ' +
      'over time, softens the effect of volatility and removes the pressure to time the market.',
    related: ['Treasury Reserve Asset', 'HODL'],
  },
  {
    term: 'Treasury Reserve Asset',
    category: 'Investment Strategy',
    definition:
      'An asset a company holds on its balance sheet as part of its reserves. Companies that adopt bitcoin as a ' +
      'treasury reserve asset hold a defined share of excess cash in it under a board-approved policy; under ' +
      'FASB ASU 2023-08 it is measured at fair value each reporting period.',
    related: ['Dollar-Cost Averaging', 'Multisig'],
  },
  {
    term: 'Proof of Work',
    category: 'Mining',
    definition:
      'The consensus mechanism that secures Bitcoin. Miners repeatedly hash candidate blocks with SHA-256 until ' +
      "one meets the network's difficulty target. Producing a valid block costs real energy, while checking it is " +
      'cheap for everyone.',
    related: ['Hash Rate', 'Halving', 'Blockchain'],
  },
  {
    term: 'Hash Rate',
    category: 'Mining',
    definition:
      'The total computing power miners devote to Bitcoin, measured in hashes per second. A higher hash rate makes ' +
      'attacking the network more expensive. Mining difficulty adjusts every 2,016 blocks so that a block is found ' +
      'about every 10 minutes.',
    related: ['Proof of Work', 'Halving'],
  },
  {
    term: 'Halving',
    category: 'Mining',
    definition:
      'The 50% cut in the new bitcoin paid to miners for each block, which happens every 210,000 blocks, roughly ' +
      'every four years. The April 2024 halving reduced the reward from 6.25 to 3.125 BTC per block, steering ' +
      'supply toward the 21 million cap.',
    related: ['Proof of Work', 'Bitcoin'],
  },
  {
    term: 'HODL',
    category: 'Culture',
    definition:
      'Holding bitcoin for the long term instead of trading it. The word comes from a misspelled 2013 forum post ' +
      'titled "I AM HODLING" and is often read as "hold on for dear life".',
    related: ['Dollar-Cost Averaging', 'Treasury Reserve Asset'],
  },
];
