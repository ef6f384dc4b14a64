import { useMutation } from '@tanstack/react-query';
import { githubPushResultSchema, type PushShopifyInput } from '@shared/schemas/github';
import { apiJson } from '@/lib/api';

/** POST /api/github/push-shopify: creates or updates one file on a branch. */
export function usePushToGithub() {
  return useMutation({
    mutationFn: (input: PushShopifyInput) => apiJson('POST', '/api/github/push-shopify', githubPushResultSchema, input),
  });
}
