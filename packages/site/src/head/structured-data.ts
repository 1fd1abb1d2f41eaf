// schema.org structured data of the public pages (JSON-LD), one builder per kind, for both sides (see
// head-tags.ts): the server writes it into the page's HTML, the app renders the same blocks for the page it
// shows (after a client-side navigation, the new page's).
import type { HeadSite } from './head-tags.ts';

export interface FirmFacts {
  legalName: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
}

/** The firm (Organization) and what it offers (FinancialService), linked by @id: the home and about pages. */
export function firmData(site: HeadSite, firm: FirmFacts, description: string): unknown[] {
  const { address } = firm;
  const postal = {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
  const orgId = `${site.siteUrl}/#organization`;
  const common = { name: site.siteName, legalName: firm.legalName, url: `${site.siteUrl}/`, address: postal };
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', '@id': orgId, ...common },
    {
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': `${site.siteUrl}/#financial-service`,
      ...common,
      description,
      parentOrganization: { '@id': orgId },
    },
  ];
}

export interface GlossaryEntry {
  slug: string;
  term: string;
  definition: string;
}

/** The glossary page itself: its name (the page's title) and its path. */
export interface GlossarySet {
  name: string;
  path: string;
}

export const termPath = (slug: string) => `/glossary/${encodeURIComponent(slug)}`;

function definedTerm(term: GlossaryEntry, site: HeadSite) {
  const url = site.siteUrl + termPath(term.slug);
  return { '@type': 'DefinedTerm', '@id': url, name: term.term, description: term.definition, url };
}

function definedTermSet(set: GlossarySet, site: HeadSite) {
  const url = site.siteUrl + set.path;
  return { '@type': 'DefinedTermSet', '@id': url, name: set.name, url };
}

/** /glossary: a DefinedTermSet holding every term. */
export function glossaryData(
  site: HeadSite,
  set: GlossarySet,
  description: string,
  terms: readonly GlossaryEntry[],
): unknown[] {
  return [
    {
      '@context': 'https://schema.org',
      ...definedTermSet(set, site),
      description,
      hasDefinedTerm: terms.map((t) => definedTerm(t, site)),
    },
  ];
}

/** /glossary/{term}: the DefinedTerm, in its set. */
export function glossaryTermData(site: HeadSite, set: GlossarySet, term: GlossaryEntry): unknown[] {
  return [
    {
      '@context': 'https://schema.org',
      ...definedTerm(term, site),
      termCode: term.slug,
      inDefinedTermSet: definedTermSet(set, site),
    },
  ];
}
