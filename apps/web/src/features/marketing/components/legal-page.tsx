import type { LegalDocument } from '../content/legal-types';
import { RoutePageMeta } from '@/components/route-page-meta';

/** A policy page: h1, last-updated date, intro and one h2 per section; its head from the route manifest. */
export function LegalPage({ doc, route, path }: { doc: LegalDocument; route: string; path: string }) {
  return (
    <article className="site-container section-y">
      <div className="mx-auto max-w-3xl">
        <RoutePageMeta route={route} path={path} />
        <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {doc.lastUpdated}</p>
        <p className="mt-8 text-lg leading-relaxed">{doc.intro}</p>
        {doc.sections.map((s) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 32)} className="mt-3 leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
            {s.bullets && (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-muted-foreground">
                {s.bullets.map((b) => (
                  <li key={b.slice(0, 32)}>{b}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
