import type { FastifyBaseLogger } from 'fastify';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { EventBus } from '../../core/events';
import { designSystemOf } from '@shared/design-system';
import { findSnippetWithProject, setSnippetStatus, SNIPPET_NOT_FOUND } from '../../core/snippets';
import type { ConversionKind } from './conversion-checks';
import { convert, type Conversion } from './conversion-engines';

export interface ShopifyDeps {
  db: Db;
  ai: AiProvider;
  events: EventBus;
  log: FastifyBaseLogger;
}

export function createShopifyService(deps: ShopifyDeps) {
  const { db, ai, events, log } = deps;

  /** Converts the saved code of a snippet, then marks the snippet converted (SPEC §4). */
  async function run(kind: ConversionKind, snippetId: number, signal?: AbortSignal) {
    const startedAt = performance.now();
    const found = await findSnippetWithProject(db, snippetId);
    if (!found) throw notFound(SNIPPET_NOT_FOUND);
    const { snippet, project } = found;
    const conversion = await convert(
      kind,
      { id: snippet.id, name: snippet.name, code: snippet.code, designSystem: designSystemOf(project) },
      { ai, log, signal },
    );
    if (!(await setSnippetStatus(db, snippetId, 'converted_to_section'))) throw notFound(SNIPPET_NOT_FOUND);
    try {
      await events.publish({ type: 'snippet.updated', snippetId });
    } catch (err) {
      // Live updates are a convenience: the status itself is committed.
      log.warn({ err, snippetId }, 'could not publish a live event');
    }
    return { conversion, common: common(snippetId, conversion, startedAt) };
  }

  function common(snippetId: number, conversion: Conversion, startedAt: number) {
    return {
      snippetId,
      engine: conversion.engine,
      ...(conversion.notice ? { notice: conversion.notice } : {}),
      ...(conversion.model ? { model: conversion.model } : {}),
      themeCheck: conversion.themeCheck,
      runtime: conversion.draft.runtime,
      themePath: conversion.draft.themePath,
      status: 'converted_to_section' as const,
      durationMs: Math.round(performance.now() - startedAt),
    };
  }

  return {
    async toSection(snippetId: number, signal?: AbortSignal): Promise<ShopifySectionResult> {
      const { conversion, common } = await run('section', snippetId, signal);
      return { shopifyCode: conversion.draft.code, ...common };
    },

    async toSnippet(snippetId: number, signal?: AbortSignal): Promise<ShopifySnippetResult> {
      const { conversion, common } = await run('snippet', snippetId, signal);
      return { snippetCode: conversion.draft.code, documentation: conversion.draft.documentation ?? '', ...common };
    },
  };
}

export type ShopifyService = ReturnType<typeof createShopifyService>;
