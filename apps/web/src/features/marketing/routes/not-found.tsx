import { Rocket } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { useLogNotFound } from '../hooks/use-log-not-found';

export function Component() {
  useLogNotFound();
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <RoutePageMeta route="*" path={paths.notFound.href()} />
      <Rocket className="size-14 -rotate-45 text-primary-strong" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight md:text-4xl">Houston We Have a Problem!</h1>
      <p className="mt-2 text-8xl font-extrabold tracking-tighter text-primary-strong">404</p>
      <p className="mt-4 text-lg text-muted-foreground text-pretty">
        The page you're looking for has drifted off into space. It may have moved, or the link may be
        mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home.href()}>Return to Mission Control</Link>
      </Button>
    </section>
  );
}
