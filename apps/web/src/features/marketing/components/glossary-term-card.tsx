import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { GlossaryTerm } from '../content/glossary';
import { glossarySlug } from '../lib/glossary-term';

/**
 * One glossary entry: the term (h3, a link to its own page), its category, the definition and the related
 * terms (as searches of this list).
 */
export function GlossaryTermCard({ term }: { term: GlossaryTerm }) {
  return (
    <Card className="h-full">
      <CardHeader className="gap-3 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg">
            <Link
              to={paths.glossaryTerm.href(glossarySlug(term.term))}
              className="underline decoration-primary/40 decoration-2 underline-offset-4 transition-colors hover:text-primary-strong hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {term.term}
            </Link>
          </CardTitle>
          <Badge variant="secondary">
            <span className="sr-only">Category: </span>
            {term.category}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">{term.definition}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">Related terms:</span>
          <ul className="flex flex-wrap gap-2" aria-label={`Terms related to ${term.term}`}>
            {term.related.map((r) => (
              <li key={r}>
                {/* Following a related term searches the glossary for it. */}
                <Link
                  to={{ search: `?q=${encodeURIComponent(r)}` }}
                  className="inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold text-primary-strong transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {r}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
