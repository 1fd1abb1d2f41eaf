import { Search, SearchX, Tag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@/lib/router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { GlossaryAz } from '../components/glossary-az';
import { GlossaryTermCard } from '../components/glossary-term-card';
import { PageHeader } from '../components/page-header';
import { GLOSSARY_CHIPS, GLOSSARY_HEADER, GLOSSARY_TERMS } from '../content/glossary';
import { filterGlossary, glossaryCountText } from '../lib/filter-glossary';
import { GLOSSARY_QUERY_PARAM, glossaryQueryParams, readGlossaryQuery } from '../lib/glossary-query';
import { firstOfLetter, letterAnchor, sortGlossary } from '../lib/glossary-index';

// A–Z once, at load: the built-in list never changes.
const SORTED_TERMS = sortGlossary(GLOSSARY_TERMS);
// The cards a phone's first screen can show (with the search, labels and A–Z above them) are laid out at once;
// the rest only as they come near the viewport (the render-when-near utility, styles.css).
const FIRST_SCREEN_TERMS = 4;

export function Component() {
  // The query lives in the URL (?q=) so a search can be shared and survives a reload; the server renders
  // the page already filtered by it, which is what the search form gets without JavaScript (a GET to here).
  const [params, setParams] = useSearchParams();
  const query = readGlossaryQuery(params);
  const input = useRef<HTMLInputElement>(null);
  const terms = filterGlossary(SORTED_TERMS, query);
  // The letters that open a listed term: the A–Z jump links only those.
  const openers = firstOfLetter(terms);
  const letters = new Set(openers.filter((l) => l !== null));
  const countText = glossaryCountText(terms.length, query);

  const onQueryChange = (value: string) => {
    setParams(glossaryQueryParams(value), { replace: true, preventScrollReset: true });
  };

  // What the visitor typed into the server's HTML before the app took the page over is in the box, not in
  // the URL: the list follows the box (read once, as the page hydrates).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== query) onQueryChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <RoutePageMeta route={paths.glossary.path} path={paths.glossary.href()} />
      <PageHeader
        eyebrow={GLOSSARY_HEADER.eyebrow}
        title={GLOSSARY_HEADER.title}
        lead={GLOSSARY_HEADER.lead}
      />

      <div className="site-container section-y">
        <search className="mx-auto block max-w-xl">
          {/* A real GET form: Enter loads /glossary?q=… (filtered by the server) before the app runs or
              without JavaScript; once it runs the list filters as one types and Enter changes nothing. */}
          <form
            method="get"
            action={paths.glossary.href()}
            className="relative"
            // The list already shows what is typed: nothing to load.
            onSubmit={(e) => e.preventDefault()}
          >
            <Label htmlFor="glossary-search" className="sr-only">
              Search terms
            </Label>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              ref={input}
              id="glossary-search"
              name={GLOSSARY_QUERY_PARAM}
              type="search"
              placeholder="Search terms..."
              autoComplete="off"
              value={query}
              onChange={(e) => onQueryChange(e.target.value)}
              className="h-12 pl-10 text-base md:text-base"
            />
          </form>
        </search>

        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm font-medium text-muted-foreground" id="glossary-categories">
            Categories:
          </span>
          {/* Display only (SPEC §2): styled as tags, not as pill buttons or a selected filter, so nobody
              expects them to filter. */}
          <ul className="flex flex-wrap justify-center gap-2" aria-labelledby="glossary-categories">
            {GLOSSARY_CHIPS.map((chip) => (
              <li
                key={chip}
                className="inline-flex cursor-default items-center gap-1 rounded-sm bg-secondary px-2 py-0.5 text-xs font-medium uppercase tracking-wide text-muted-foreground select-none"
              >
                <Tag className="size-3" aria-hidden="true" />
                {chip}
              </li>
            ))}
          </ul>
        </div>

        <GlossaryAz letters={letters} />

        <p role="status" className="mt-8 text-center text-sm text-muted-foreground">
          {countText ?? `${GLOSSARY_TERMS.length} terms`}
        </p>

        <section aria-labelledby="glossary-terms-heading" className="mt-4">
          <h2 id="glossary-terms-heading" className="sr-only">
            Terms
          </h2>
          {terms.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-16 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
              <h3 className="text-lg font-semibold">No terms found</h3>
              <p className="text-muted-foreground">
                Try a different word, or clear the search to see every term.
              </p>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {terms.map((t, i) => {
                const letter = openers[i];
                return (
                  <li
                    key={t.term}
                    id={letter ? letterAnchor(letter) : undefined}
                    className={i < FIRST_SCREEN_TERMS ? 'scroll-mt-24' : 'scroll-mt-24 render-when-near'}
                  >
                    <GlossaryTermCard term={t} />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
