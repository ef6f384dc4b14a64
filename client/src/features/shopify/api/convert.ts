import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSnippet } from '@/lib/snippet-queries';

export type ConversionKind = 'section' | 'snippet';

export type ConversionResult<K extends ConversionKind> = K extends 'section'
  ? ShopifySectionResult
  : ShopifySnippetResult;

const ENDPOINT: Record<ConversionKind, string> = { section: 'shopify', snippet: 'shopify-snippet' };

/** POST /api/snippets/{id}/shopify or /shopify-snippet. */
export function useConvert<K extends ConversionKind>(snippetId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ConversionResult<K>>('POST', `/api/snippets/${snippetId}/${ENDPOINT[kind]}`),
    // The snippet's own queries (details, versions, comments) and the lists that show its status:
    // a conversion sets the status to converted_to_section.
    onSuccess: () =>
      Promise.all([
        invalidateSnippet(queryClient, snippetId),
        queryClient.invalidateQueries({ queryKey: queryKeys.snippets.lists }),
      ]),
  });
}
