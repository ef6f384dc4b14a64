import { QueryClient } from '@tanstack/react-query';
import { apiJson } from './api';

/** SPEC §9: never stale, no retries, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiJson('GET', queryKey[0] as string),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
