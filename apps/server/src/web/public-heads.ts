// The <head> of the public pages other than posts, rendered by the server from what the build emits
// (`.vite/routes.json`: the app's route manifest with each page's title and description, the firm's facts
// and the glossary — apps/web/build/emit-routes.ts). Crawlers and link previews see each page's title,
// description, canonical link and Open Graph / Twitter tags, plus structured data: the firm as an
// Organization and a FinancialService on the home and about pages, the glossary as a DefinedTermSet and
// each term's page as a DefinedTerm. The tags carry data-ssr: the app replaces them with its own on start.
import type { Config } from '../config.ts';
import { attr, jsonLd } from './page-head.ts';
import type { RouteMatch, RouteMeta, SiteData, SiteTerm } from './route-preload.ts';

type SiteConfig = Pick<Config, 'siteUrl' | 'siteName'>;

export interface PublicHeads {
  /** The head tags of a matched public page, or '' when it has no meta (private areas, posts). */
  tagsFor(match: RouteMatch, config: SiteConfig): string;
}

const termPath = (slug: string) => `/glossary/${encodeURIComponent(slug)}`;

/** " | {site name}" after the page's own title, as the app's PageMeta writes it. */
function fullTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

function metaTags(title: string, description: string, url: string, noindex: boolean, siteName: string) {
  return [
    `<title data-ssr>${attr(title)}</title>`,
    `<meta data-ssr name="description" content="${attr(description)}">`,
    `<link data-ssr rel="canonical" href="${attr(url)}">`,
    `<meta data-ssr property="og:type" content="website">`,
    `<meta data-ssr property="og:title" content="${attr(title)}">`,
    `<meta data-ssr property="og:description" content="${attr(description)}">`,
    `<meta data-ssr property="og:url" content="${attr(url)}">`,
    `<meta data-ssr property="og:site_name" content="${attr(siteName)}">`,
    `<meta data-ssr name="twitter:card" content="summary">`,
    `<meta data-ssr name="twitter:title" content="${attr(title)}">`,
    `<meta data-ssr name="twitter:description" content="${attr(description)}">`,
    ...(noindex ? ['<meta data-ssr name="robots" content="noindex">'] : []),
  ].join('');
}

/** The firm (Organization) and what it offers (FinancialService), linked by @id. */
function firmData(site: SiteData, config: SiteConfig, description: string): unknown[] {
  const { address } = site.firm;
  const postal = {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
  const orgId = `${config.siteUrl}/#organization`;
  const common = {
    name: config.siteName,
    legalName: site.firm.legalName,
    url: `${config.siteUrl}/`,
    address: postal,
  };
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', '@id': orgId, ...common },
    {
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': `${config.siteUrl}/#financial-service`,
      ...common,
      description,
      parentOrganization: { '@id': orgId },
    },
  ];
}

function definedTerm(term: SiteTerm, siteUrl: string) {
  const url = siteUrl + termPath(term.slug);
  return { '@type': 'DefinedTerm', '@id': url, name: term.term, description: term.definition, url };
}

export function createPublicHeads(routes: { meta?: RouteMeta }[], site: SiteData | null): PublicHeads {
  const glossary = routes.find((r) => r.meta?.schema === 'glossary')?.meta;
  const terms = new Map((site?.glossary.terms ?? []).map((t) => [t.slug, t]));

  const glossarySet = (config: SiteConfig) => {
    const url = config.siteUrl + (glossary?.canonical ?? '/glossary');
    return { '@type': 'DefinedTermSet', '@id': url, name: glossary?.title ?? 'Glossary', url };
  };

  const structuredData = (meta: RouteMeta, term: SiteTerm | undefined, config: SiteConfig): unknown[] => {
    if (!site) return [];
    if (meta.schema === 'organization') return firmData(site, config, meta.description);
    if (meta.schema === 'glossary') {
      return [
        {
          '@context': 'https://schema.org',
          ...glossarySet(config),
          description: meta.description,
          hasDefinedTerm: [...terms.values()].map((t) => definedTerm(t, config.siteUrl)),
        },
      ];
    }
    if (meta.schema === 'glossary-term' && term) {
      return [
        {
          '@context': 'https://schema.org',
          ...definedTerm(term, config.siteUrl),
          termCode: term.slug,
          inDefinedTermSet: glossarySet(config),
        },
      ];
    }
    return [];
  };

  return {
    tagsFor(match, config) {
      const { meta } = match;
      if (!meta || match.kind === 'post' || match.kind === 'private') return '';
      const term = match.kind === 'term' && match.slug ? terms.get(match.slug) : undefined;
      // A term's page takes its title and description from the term (the build made them with the page's
      // own function); any other page from its manifest entry.
      const title = fullTitle(term?.title ?? meta.title, config.siteName);
      const description = term?.description ?? meta.description;
      const path = term ? termPath(term.slug) : (meta.canonical ?? '/');
      return (
        metaTags(title, description, config.siteUrl + path, meta.noindex === true, config.siteName) +
        structuredData(meta, term, config)
          .map((data) => jsonLd(data))
          .join('')
      );
    },
  };
}
