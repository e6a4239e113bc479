import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Requirements §9 default cache policy: never stale, no automatic retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Requirements §7: the default loader GETs the path built from the key parts joined by slashes.
        queryFn: ({ queryKey, signal }) => apiRequest(queryKey.join('/'), { signal }),
      },
      mutations: { retry: false },
    },
  });
}
