import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyzeCssInput,
  analyzeWebsiteInput,
  cssAnalysisResultSchema,
  websiteAnalysisResultSchema,
} from '@shared/schemas/analysis';
import { errorResponses } from '@shared/schemas/http';
import type { FeatureContext } from '../../core/context';
import type { AiProvider } from '../../ai/provider';
import { payloadTooLarge } from '../../lib/errors';
import { analyzeCss, CSS_ANALYSIS_MAX_BYTES } from './css-analyzer';
import type { CssAnalysis } from './analysis-types';
import { analyzeWebsite } from './website-analyzer';

/** JSON escaping makes a stylesheet's body larger than the stylesheet: room for that, then the analyser's own cap speaks. */
const CSS_BODY_LIMIT = CSS_ANALYSIS_MAX_BYTES + 1024 * 1024;
const REFINE_TIMEOUT_MS = 10_000;
const REFINE_MAX_TOKENS = 150;

const cssTooLargeMessage = `The CSS is larger than ${CSS_ANALYSIS_MAX_BYTES / (1024 * 1024)} MB. Paste the main stylesheet only.`;

/** A body over the route's limit gets the same advice as CSS over the analyser's cap. */
function cssBodyTooLarge(error: FastifyError, _request: FastifyRequest, _reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw payloadTooLarge(cssTooLargeMessage);
  throw error;
}

const TAGS = ['Analysis'];

export async function analysisRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/analyze-css',
    {
      bodyLimit: CSS_BODY_LIMIT,
      errorHandler: cssBodyTooLarge,
      schema: {
        tags: TAGS,
        body: analyzeCssInput,
        response: { 200: cssAnalysisResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const analysis = analyzeCss(request.body.cssContent);
      return { ...analysis, ...(await refineFeel(ctx.ai, analysis, request)) };
    },
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
    async (request) => {
      const analysis = await analyzeWebsite(request.body.url, {
        allowPrivateNetwork: ctx.config.allowPrivateNetworkFetch,
      });
      const feel = await refineFeel(
        ctx.ai,
        {
          ...analysis,
          brandingComponents: {
            buttons: analysis.buttonSystems.primary,
            shadows: analysis.componentStyles.shadows,
          },
        },
        request,
      );
      return { ...analysis, ...feel };
    },
  );
}

const refinedFeel = z.object({
  uiVibe: z.string().trim().min(3).max(120),
  visualTone: z.string().trim().min(3).max(120),
});

/**
 * A model may word the feel better than the measured rules; it is asked
 * briefly and only when one is configured. Any failure keeps the measured words.
 */
async function refineFeel(
  ai: AiProvider,
  analysis: Pick<
    CssAnalysis,
    'colorSystem' | 'typography' | 'brandingComponents' | 'uiVibe' | 'visualTone' | 'isDarkMode'
  >,
  request: FastifyRequest,
): Promise<{ uiVibe: string; visualTone: string }> {
  const measured = { uiVibe: analysis.uiVibe, visualTone: analysis.visualTone };
  if (ai.name === 'offline') return measured;
  const c = analysis.colorSystem;
  const facts = [
    `Primary ${c.primary.main}, secondary ${c.secondary.main}, accent ${c.accent.main}, tertiary ${c.tertiary.main}`,
    `Background ${c.background}, text ${c.text}, ${analysis.isDarkMode ? 'dark' : 'light'} mode`,
    `Body font ${analysis.typography.fontFamily}${analysis.typography.headings.h1?.fontFamily ? `, headings ${analysis.typography.headings.h1.fontFamily}` : ''}`,
    `Button radius ${analysis.brandingComponents.buttons.borderRadius}`,
    `Shadows: ${analysis.brandingComponents.shadows.slice(0, 2).join(' | ') || 'none (flat)'}`,
    `Measured feel: "${measured.uiVibe}"; tone: "${measured.visualTone}"`,
  ].join('\n');
  try {
    const { text } = await ai.complete({
      system:
        'You describe the look and feel of a website design system for a designer. Answer with one JSON object only: {"uiVibe": "3 to 5 comma-separated adjectives", "visualTone": "a phrase of 2 to 5 words"}.',
      prompt: `Design system measured from a website's CSS:\n${facts}`,
      maxTokens: REFINE_MAX_TOKENS,
      signal: AbortSignal.timeout(REFINE_TIMEOUT_MS),
    });
    const json = /\{[\s\S]*\}/.exec(text)?.[0];
    const parsed = json ? refinedFeel.safeParse(JSON.parse(json)) : null;
    if (parsed?.success) return { uiVibe: oneLine(parsed.data.uiVibe), visualTone: oneLine(parsed.data.visualTone) };
    request.log.warn({ answer: text.slice(0, 200) }, 'analysis refinement answer was not the expected JSON');
  } catch (err) {
    request.log.warn({ err }, 'analysis refinement failed; keeping the measured feel');
  }
  return measured;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ');
