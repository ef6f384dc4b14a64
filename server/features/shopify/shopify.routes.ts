import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopifySectionResultSchema, shopifySnippetResultSchema } from '@shared/schemas/shopify';
import { errorResponses, idParam, INVALID_SNIPPET_ID } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { whileClientWaits } from '../../lib/sse';
import { createShopifyService } from './shopify.service';

const params = z.object({ id: idParam(INVALID_SNIPPET_ID) });
const TAGS = ['Shopify'];

export async function shopifyRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const shopify = createShopifyService({ db: ctx.db, ai: ctx.ai, events: ctx.events, log: app.log });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/snippets/:id/shopify',
    { schema: { tags: TAGS, params, response: { 200: shopifySectionResultSchema, ...errorResponses } } },
    async (request, reply) => whileClientWaits(reply, (signal) => shopify.toSection(request.params.id, signal)),
  );

  r.post(
    '/api/snippets/:id/shopify-snippet',
    { schema: { tags: TAGS, params, response: { 200: shopifySnippetResultSchema, ...errorResponses } } },
    async (request, reply) => whileClientWaits(reply, (signal) => shopify.toSnippet(request.params.id, signal)),
  );
}
