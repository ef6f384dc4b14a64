import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  shopifySectionResultSchema,
  shopifySnippetResultSchema,
  type ShopifySectionResult,
  type ShopifySnippetResult,
} from '@shared/schemas/shopify';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSnippet } from '@/lib/snippet-queries';

export type ConversionKind = 'section' | 'snippet';

export type ConversionResult<K extends ConversionKind> = K extends 'section'
  ? ShopifySectionResult
  : ShopifySnippetResult;

const ENDPOINT = {
  section: { path: 'shopify', schema: shopifySectionResultSchema },
  snippet: { path: 'shopify-snippet', schema: shopifySnippetResultSchema },
} as const;

/** POST /api/snippets/{id}/shopify or /shopify-snippet. */
export function useConvert<K extends ConversionKind>(snippetId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson('POST', `/api/snippets/${snippetId}/${ENDPOINT[kind].path}`, ENDPOINT[kind].schema) as Promise<
        ConversionResult<K>
      >,
    // The snippet's own queries (details, versions, comments) and the lists that show its status:
    // a conversion sets the status to converted_to_section.
    onSuccess: () =>
      Promise.all([
        invalidateSnippet(queryClient, snippetId),
        queryClient.invalidateQueries({ queryKey: queryKeys.snippets.lists }),
      ]),
  });
}
