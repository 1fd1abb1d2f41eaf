import type { ReactNode } from 'react';

interface CtaBannerProps {
  title: string;
  text: string;
  /** The call-to-action links (Buttons with asChild Links). */
  children: ReactNode;
}

/** The closing call to action of a page: a dark band with a heading, one sentence and the actions. */
export function CtaBanner({ title, text, children }: CtaBannerProps) {
  return (
    <section className="bg-foreground text-background">
      <div className="site-container section-y text-center">
        <h2 className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-300 text-pretty">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
