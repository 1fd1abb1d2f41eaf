// The marketing pages' structured data in the browser, from the same builders and facts the server uses
// (apps/server/src/web/public-heads.ts reads the firm and the glossary from the build's routes.json, which
// build/emit-routes.ts makes from the same modules). The route manifest says which pages have some; the
// builders and the glossary's terms are loaded only when such a page asks, never with a page's first load
// (the server already wrote the first page's).
import type { StructuredDataRequest } from '@/components/structured-data-context';
import { appRoutes } from '@/config/routes';
import { matchPath } from '@/lib/router';

export async function loadStructuredData(request: StructuredDataRequest): Promise<unknown[]> {
  for (const route of appRoutes) {
    const schema = route.meta?.schema;
    const match = schema ? matchPath({ path: route.path, end: true }, request.path) : null;
    if (!match) continue;
    if (schema === 'organization')
      return (await import('./firm-structured-data')).firmStructuredData(request);
    const glossary = await import('./glossary-structured-data');
    return schema === 'glossary'
      ? glossary.glossaryStructuredData(request)
      : glossary.termStructuredData(request, match.params.term ?? '');
  }
  return [];
}
