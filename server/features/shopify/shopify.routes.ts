import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@shared/schemas/primitives';
import type { ShopifySectionResult, ShopifySnippetResult } from '@shared/schemas/shopify';
import type { FeatureContext } from '../../core/context';
import { INVALID_SNIPPET_ID } from '../../core/snippets';
import { parseId } from '../../lib/errors';
import { whileClientWaits } from '../../lib/sse';
import { createShopifyService } from './shopify.service';

const idParams = z.object({ id: text() });

export async function shopifyRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const shopify = createShopifyService({ db: ctx.db, ai: ctx.ai, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/snippets/:id/shopify',
    { schema: { params: idParams } },
    async (request, reply): Promise<ShopifySectionResult> => {
      const id = parseId(request.params.id, INVALID_SNIPPET_ID);
      return whileClientWaits(reply, (signal) => shopify.toSection(id, signal));
    },
  );

  r.post(
    '/api/snippets/:id/shopify-snippet',
    { schema: { params: idParams } },
    async (request, reply): Promise<ShopifySnippetResult> => {
      const id = parseId(request.params.id, INVALID_SNIPPET_ID);
      return whileClientWaits(reply, (signal) => shopify.toSnippet(id, signal));
    },
  );
}
