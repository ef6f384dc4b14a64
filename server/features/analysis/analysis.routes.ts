import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyzeCssInput,
  analyzeWebsiteInput,
  cssAnalysisResultSchema,
  websiteAnalysisResultSchema,
} from '@shared/schemas/analysis';
import { errorResponses } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import { payloadTooLarge } from '../../lib/errors';
import { createAnalysisService } from './analysis.service';
import { CSS_ANALYSIS_MAX_BYTES, CSS_TOO_LARGE_MESSAGE } from '@shared/constants';

/** JSON escaping makes a stylesheet's body larger than the stylesheet: room for that, then the analyser's own cap speaks. */
const CSS_BODY_LIMIT = CSS_ANALYSIS_MAX_BYTES + 1024 * 1024;

/** A body over the route's limit gets the same advice as CSS over the analyser's cap. */
function cssBodyTooLarge(error: FastifyError, _request: FastifyRequest, _reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw payloadTooLarge(CSS_TOO_LARGE_MESSAGE);
  throw error;
}

const TAGS = ['Analysis'];

export async function analysisRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const analysis = createAnalysisService({ ai: ctx.ai, allowPrivateNetworkFetch: ctx.config.allowPrivateNetworkFetch });

  r.post(
    '/api/analyze-css',
    {
      bodyLimit: CSS_BODY_LIMIT,
      errorHandler: cssBodyTooLarge,
      schema: { tags: TAGS, body: analyzeCssInput, response: { 200: cssAnalysisResultSchema, ...errorResponses } },
    },
    (request) => analysis.analyzeCss(request.body.cssContent, request.log),
  );

  r.post(
    '/api/analyze-website',
    {
      schema: {
        tags: TAGS,
        body: analyzeWebsiteInput,
        response: { 200: websiteAnalysisResultSchema, ...errorResponses },
      },
    },
    (request) => analysis.analyzeWebsite(request.body.url, request.log),
  );
}
