import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { findGlossaryTerm, glossarySlug, glossaryTermMeta, relatedTerms } from '../lib/glossary-term';
import { Component as NotFound } from './not-found';

/** One glossary term on its own page (/glossary/{slug}): linkable, shareable and in the sitemap. */
export function Component() {
  const { term: slug = '' } = useParams();
  const term = findGlossaryTerm(slug);
  // The server answers an unknown slug with a 404 and the not-found head; the app shows the same page.
  if (!term) return <NotFound />;
  const meta = glossaryTermMeta(term);
  const related = relatedTerms(term);
  return (
    <article className="site-container section-y">
      <PageMeta
        title={meta.title}
        description={meta.description}
        path={paths.glossaryTerm.href(glossarySlug(term.term))}
      />
      <div className="mx-auto max-w-3xl">
        <Link
          to={paths.glossary.href()}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the glossary
        </Link>
        <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-primary-strong">
          Bitcoin Glossary
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance md:text-5xl">{term.term}</h1>
        <Badge variant="secondary" className="mt-4">
          <span className="sr-only">Category: </span>
          {term.category}
        </Badge>
        <p className="mt-8 text-lg leading-relaxed text-pretty">{term.definition}</p>
        {related.length > 0 && (
          <section aria-labelledby="related-terms-heading" className="mt-10 border-t pt-8">
            <h2 id="related-terms-heading" className="text-xl font-semibold">
              Related terms
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {related.map((r) => (
                <li key={r.slug}>
                  <Link
                    to={paths.glossaryTerm.href(r.slug)}
                    className="inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold text-primary-strong transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {r.term}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
