import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from '@/lib/router';
import { createQueryClient } from '@/lib/query-client';
import { useSsrState } from '@/lib/ssr-state';

// The root route, loaded lazily in parallel with the matched page: TanStack Query stays out of the
// first-load bundle without adding a round trip. A server-rendered page starts with the data it was
// rendered with, so hydrating it reads nothing (and loads no supabase-js) until the data goes stale.
export function Component() {
  const ssr = useSsrState();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (ssr) hydrate(client, ssr.queries as DehydratedState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
