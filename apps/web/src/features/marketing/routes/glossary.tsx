import { Search, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { GlossaryTermCard } from '../components/glossary-term-card';
import { PageHeader } from '../components/page-header';
import { GLOSSARY_CHIPS, GLOSSARY_HEADER, GLOSSARY_TERMS } from '../content/glossary';
import { filterGlossary, glossaryCountText } from '../lib/filter-glossary';

export function Component() {
  // The query lives in the URL (?q=) so a search can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const terms = filterGlossary(GLOSSARY_TERMS, query);
  const countText = glossaryCountText(terms.length, query);

  const onQueryChange = (value: string) => {
    setParams(value === '' ? {} : { q: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageMeta
        title="Bitcoin Glossary"
        description="Plain-English definitions of Bitcoin terms for business leaders: custody, mining, investment strategy and more."
        path={paths.glossary.href()}
      />
      <PageHeader
        eyebrow={GLOSSARY_HEADER.eyebrow}
        title={GLOSSARY_HEADER.title}
        lead={GLOSSARY_HEADER.lead}
      />

      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <search className="mx-auto block max-w-xl">
          <Label htmlFor="glossary-search" className="sr-only">
            Search terms
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="glossary-search"
              type="search"
              placeholder="Search terms..."
              autoComplete="off"
              value={query}
              onChange={(e) => onQueryChange(e.target.value)}
              className="h-12 pl-10 text-base md:text-base"
            />
          </div>
        </search>

        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm font-medium text-muted-foreground" id="glossary-categories">
            Categories:
          </span>
          {/* Display only (SPEC §2): plain labels, not buttons, so nobody expects them to filter. */}
          <ul className="flex flex-wrap justify-center gap-2" aria-labelledby="glossary-categories">
            {GLOSSARY_CHIPS.map((chip) => (
              <li
                key={chip}
                className={
                  chip === 'All'
                    ? 'rounded-full bg-foreground px-3 py-1 text-sm font-medium text-background'
                    : 'rounded-full border bg-background px-3 py-1 text-sm'
                }
              >
                {chip}
              </li>
            ))}
          </ul>
        </div>

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
              {terms.map((t) => (
                <li key={t.term}>
                  <GlossaryTermCard term={t} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
