import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';

/** SPEC §8 'Category not found' / 'Module not found', each with a way back. */
export function NotFoundCard({
  title,
  backTo,
  backLabel,
}: {
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <Button asChild variant="outline">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </section>
  );
}
