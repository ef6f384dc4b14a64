import { LRUCache } from 'lru-cache';
import { documentStamp, snippetDesignOf } from '@shared/snippet-document';
import { findSnippetWithProject, SNIPPET_NOT_FOUND } from '../../core/snippets';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { asset, type Asset, type PreviewAssets } from './preview-assets';
import { renderSnippetDocument } from './static-document';

/** Rendered documents kept in memory, by what they are made of; the least recently used go first. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface SnippetDocuments {
  /** The snippet's current code in its project's current design, as a page whose version is its stamp. */
  latest(id: number): Promise<Asset>;
}

/**
 * Each (code, design) pair is compiled once: the stamp names the pair, so a
 * new version or a changed design system is a new entry and nothing cached
 * goes stale. Concurrent first requests for one stamp share one compilation.
 */
export function createSnippetDocuments(db: Db, assets: PreviewAssets): SnippetDocuments {
  const cache = new LRUCache<string, Asset>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (doc) => doc.body.length + (doc.gzip?.length ?? 0),
  });
  const pending = new Map<string, Promise<Asset>>();
  const urls = async () => ({
    bridge: `/frame/bridge.js?v=${(await assets.get('bridge')).version}`,
    alpine: `/vendor/alpine.js?v=${(await assets.get('alpine')).version}`,
    highlight: `/vendor/highlight.js?v=${(await assets.get('highlight')).version}`,
    highlightCss: `/vendor/highlight.css?v=${(await assets.get('highlight-css')).version}`,
    fontCss: async (slug: string) => {
      const css = await assets.fontCss(slug);
      return css ? `/fonts/${slug}.css?v=${css.version}` : null;
    },
  });

  return {
    async latest(id) {
      const found = await findSnippetWithProject(db, id);
      if (!found) throw notFound(SNIPPET_NOT_FOUND);
      const design = snippetDesignOf(found.project);
      const stamp = documentStamp(found.snippet.code, design);
      const key = `${id}:${stamp}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let rendering = pending.get(key);
      if (!rendering) {
        rendering = (async () => {
          const html = await renderSnippetDocument(found.snippet.code, design, await urls());
          const doc = { ...asset(html, 'text/html; charset=utf-8'), version: stamp };
          cache.set(key, doc);
          return doc;
        })().finally(() => pending.delete(key));
        pending.set(key, rendering);
      }
      return rendering;
    },
  };
}
