// The <head> of the public pages other than posts, rendered by the server from what the build emits
// (`.vite/routes.json`: the app's route manifest with each page's title and description, the firm's facts
// and the glossary — apps/web/build/emit-routes.ts). Crawlers and link previews see each page's title,
// description, canonical link and Open Graph / Twitter tags, plus structured data: the firm as an
// Organization and a FinancialService on the home and about pages, the glossary as a DefinedTermSet and
// each term's page as a DefinedTerm. Which tags, in which words, is defined once for the server and the
// app (head/head-tags.ts, head/structured-data.ts): the app renders the same list and keeps these elements.
import type { Config } from '../config.ts';
import { pageHeadTags } from './head/head-tags.ts';
import { renderHead } from './head/render-head.ts';
import { firmData, glossaryData, glossaryTermData, termPath } from './head/structured-data.ts';
import type { RouteMatch, RouteMeta, SiteData, SiteTerm } from './route-preload.ts';

type SiteConfig = Pick<Config, 'siteUrl' | 'siteName'>;

export interface PublicHeads {
  /** The head tags of a matched public page, or '' when it has no meta (private areas, posts). */
  tagsFor(match: RouteMatch, config: SiteConfig): string;
}

export function createPublicHeads(routes: { meta?: RouteMeta }[], site: SiteData | null): PublicHeads {
  const glossary = routes.find((r) => r.meta?.schema === 'glossary')?.meta;
  const terms = new Map((site?.glossary.terms ?? []).map((t) => [t.slug, t]));
  const glossarySet = { name: glossary?.title ?? 'Glossary', path: glossary?.canonical ?? '/glossary' };

  const structuredData = (meta: RouteMeta, term: SiteTerm | undefined, config: SiteConfig): unknown[] => {
    if (!site) return [];
    if (meta.schema === 'organization') return firmData(config, site.firm, meta.description);
    if (meta.schema === 'glossary')
      return glossaryData(config, glossarySet, meta.description, [...terms.values()]);
    if (meta.schema === 'glossary-term' && term) return glossaryTermData(config, glossarySet, term);
    return [];
  };

  return {
    tagsFor(match, config) {
      const { meta } = match;
      if (!meta || match.kind === 'post' || match.kind === 'private') return '';
      const term = match.kind === 'term' && match.slug ? terms.get(match.slug) : undefined;
      // A term's page takes its title and description from the term (the build made them with the page's
      // own function); any other page from its manifest entry.
      const tags = pageHeadTags(
        {
          title: term?.title ?? meta.title,
          description: term?.description ?? meta.description,
          path: term ? termPath(term.slug) : (meta.canonical ?? '/'),
          noindex: meta.noindex === true,
        },
        config,
      );
      return renderHead(tags, structuredData(meta, term, config));
    },
  };
}
