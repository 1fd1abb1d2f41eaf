import { isRouteErrorResponse, Link, useRouteError } from '@/lib/router';
import { Button } from '@/components/ui/button';

/** Shown when a route fails to load or render (e.g. a chunk went missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        The page could not be displayed. Please reload, or go back to the home page.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
      </div>
    </main>
  );
}
