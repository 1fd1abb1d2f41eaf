import { useContext, useEffect, useState } from 'react';
import { env } from '@/config/env';
import { pageHeadTags, type HeadSite, type PageHeadInput } from '@/lib/head';
import { useSiteOrigin } from '@/lib/site-origin';
import { HeadCollectorContext } from './head-collector';
import { HeadTags } from './head-tags';
import { StructuredDataContext } from './structured-data-context';

export type { HeadImage as PageImage } from '@/lib/head';

/** Structured data a page brings itself (a post's Article), built when loaded; `key` names its content. */
export interface StructuredDataSource {
  key: string;
  load: (site: HeadSite) => Promise<unknown[]>;
}

export interface PageMetaProps extends PageHeadInput {
  /** Without it, the page's route decides (the firm on the home and about pages, the glossary's terms). */
  structuredData?: StructuredDataSource;
}

/** The structured data once built; null until then (and when it could not be loaded: the head keeps its blocks). */
function useStructuredData(
  source: StructuredDataSource | undefined,
  request: { path: string; description: string },
  site: HeadSite,
): unknown[] | null {
  const routeData = useContext(StructuredDataContext);
  const key = source ? `page ${source.key}` : `route ${request.path} ${request.description}`;
  const [built, setBuilt] = useState<{ key: string; data: unknown[] } | null>(null);
  const siteKey = `${site.siteUrl} ${site.siteName}`;
  useEffect(() => {
    let current = true;
    const load = source
      ? source.load(site)
      : routeData
        ? routeData({ ...request, site })
        : Promise.resolve([]);
    load.then(
      (data) => current && setBuilt({ key: key + siteKey, data }),
      (error: unknown) => console.error('The page’s structured data could not be built', error),
    );
    return () => {
      current = false;
    };
    // `key` and `siteKey` name everything the data is built from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, siteKey, routeData]);
  return built?.key === key + siteKey ? built.data : null;
}

/**
 * A page's head — title, description, canonical link, Open Graph and Twitter tags, structured data — as
 * the server writes it for the same page (apps/server/src/web/head/, shared): React 19 hoists these
 * elements into <head> and keeps the server's, so a page declares its metadata where it renders.
 */
export function PageMeta({ structuredData, ...page }: PageMetaProps) {
  const site = { siteUrl: useSiteOrigin(), siteName: env.siteName };
  const collector = useContext(HeadCollectorContext);
  const routeData = useContext(StructuredDataContext);
  const data = useStructuredData(structuredData, page, site);
  const tags = pageHeadTags(page, site);
  if (collector) {
    // On the server: the head goes to the renderer, which writes it into the page's <head> itself.
    collector.collect({
      tags,
      structuredData: () =>
        structuredData
          ? structuredData.load(site)
          : routeData
            ? routeData({ path: page.path, description: page.description, site })
            : Promise.resolve([]),
    });
    return null;
  }
  return <HeadTags tags={tags} structuredData={data} />;
}
