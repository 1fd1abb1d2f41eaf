import type { ReactNode } from 'react';

/** The top band of the blog list: the page's only h1 and its subtitle. */
export function BlogHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b bg-gradient-to-b from-accent to-background">
      <div className="site-container section-y text-center">
        <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{children}</p>
      </div>
    </section>
  );
}
