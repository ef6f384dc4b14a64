import { useMutation } from '@tanstack/react-query';
import type { GithubPushResult, PushShopifyInput } from '@shared/schemas/github';
import { apiJson } from '@/lib/api';

/** POST /api/github/push-shopify: creates or updates one file on a branch. */
export function usePushToGithub() {
  return useMutation({
    mutationFn: (input: PushShopifyInput) => apiJson<GithubPushResult>('POST', '/api/github/push-shopify', input),
  });
}
