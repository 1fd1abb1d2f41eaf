import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: results stay fresh for 5 minutes and a failed read is retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
