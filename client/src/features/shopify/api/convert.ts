import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import { apiJson } from '@/lib/api';

export type ConversionKind = 'section' | 'snippet';

export type ConversionResult<K extends ConversionKind> = K extends 'section'
  ? ShopifySectionResult
  : ShopifySnippetResult;

const ENDPOINT: Record<ConversionKind, string> = { section: 'shopify', snippet: 'shopify-snippet' };

/**
 * The snippet's own queries (its details, versions, comments) and the project
 * lists that show its status: a conversion sets the status to converted_to_section.
 */
export function snippetQueryPredicate(snippetId: number) {
  const own = `/api/snippets/${snippetId}`;
  return (query: Query) => {
    const key = query.queryKey[0];
    if (typeof key !== 'string') return false;
    return (
      key === own ||
      key.startsWith(`${own}/`) ||
      key.startsWith(`${own}?`) ||
      /^\/api\/projects\/\d+\/snippets$/.test(key)
    );
  };
}

/** POST /api/snippets/{id}/shopify or /shopify-snippet. */
export function useConvert<K extends ConversionKind>(snippetId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ConversionResult<K>>('POST', `/api/snippets/${snippetId}/${ENDPOINT[kind]}`),
    onSuccess: () => queryClient.invalidateQueries({ predicate: snippetQueryPredicate(snippetId) }),
  });
}
