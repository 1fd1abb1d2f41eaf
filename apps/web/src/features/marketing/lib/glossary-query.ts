// The glossary's search in the URL: `/glossary?q=…`. The search form's field is named after it, so a form
// sent before the app runs (or without JavaScript) and the live search write the same URL, which the server
// and the browser both read. The route manifest (config/routes.ts) names it too: the server renders the page
// with it.

/** The query parameter (and the search field's name). */
export const GLOSSARY_QUERY_PARAM = 'q';

/** The query as typed ('' without one); the filter ignores surrounding spaces, the box keeps them. */
export function readGlossaryQuery(params: URLSearchParams): string {
  return params.get(GLOSSARY_QUERY_PARAM) ?? '';
}

/** The URL's parameters for a query: none for an empty box, so clearing it leaves a bare /glossary. */
export function glossaryQueryParams(query: string): Record<string, string> {
  return query === '' ? {} : { [GLOSSARY_QUERY_PARAM]: query };
}
