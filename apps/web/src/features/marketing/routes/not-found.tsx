import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <PageMeta
        title="Page not found"
        description="The page you are looking for does not exist."
        path="/404"
        noindex
      />
      <h1 className="text-3xl font-bold">Houston We Have a Problem!</h1>
      <p className="text-7xl font-extrabold text-primary-strong">404</p>
      <p className="text-muted-foreground">The page you're looking for has drifted off into space.</p>
      <Button asChild>
        <Link to={paths.home.href()}>Return to Mission Control</Link>
      </Button>
    </section>
  );
}
