import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The top band of an inner marketing page: the page's only h1 and a short lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <section className="border-b bg-gradient-to-b from-accent to-background">
      <div className="site-container section-y text-center">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary-strong">{eyebrow}</p>
        )}
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{lead}</p>
        {children}
      </div>
    </section>
  );
}
