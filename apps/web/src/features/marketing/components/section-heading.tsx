import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id?: string;
  title: string;
  description?: string;
  className?: string;
}

/** A centred h2 with an optional description, used to open each section of a marketing page. */
export function SectionHeading({ id, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-10 max-w-3xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-muted-foreground text-pretty">{description}</p>}
    </div>
  );
}
