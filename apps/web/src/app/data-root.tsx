import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from '@/lib/router';
import { createQueryClient } from '@/lib/query-client';

// The root route, loaded lazily in parallel with the matched page: TanStack Query stays out of the
// first-load bundle without adding a round trip. No server-rendered page reads through it: the public
// pages' reads are lib/public-reads.tsx, which starts from what the server read.
export function Component() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
