import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CssAnalysisResult, WebsiteAnalysisResult } from '@shared/schemas/analysis';
import type { AiProvider } from '../../ai/provider';
import { type CssAnalysis, analyzeCss } from '@atelier/web-kit/css-analysis';
import { analyzeWebsite } from './website-analyzer';

const REFINE_TIMEOUT_MS = 10_000;
const REFINE_MAX_TOKENS = 150;

/**
 * Design systems read from a stylesheet or a website: the measured values,
 * with the feel worded by the model when one is configured.
 */
export function createAnalysisService(deps: { ai: AiProvider; allowPrivateNetworkFetch: boolean }) {
  const { ai } = deps;
  return {
    async analyzeCss(cssContent: string, log: FastifyBaseLogger): Promise<CssAnalysisResult> {
      const analysis = analyzeCss(cssContent);
      return { ...analysis, ...(await refineFeel(ai, analysis, log)) };
    },

    async analyzeWebsite(url: string, log: FastifyBaseLogger): Promise<WebsiteAnalysisResult> {
      const analysis = await analyzeWebsite(url, { allowPrivateNetwork: deps.allowPrivateNetworkFetch });
      const feel = await refineFeel(
        ai,
        {
          ...analysis,
          brandingComponents: {
            buttons: analysis.buttonSystems.primary,
            shadows: analysis.componentStyles.shadows,
          },
        },
        log,
      );
      return { ...analysis, ...feel };
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

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
  log: FastifyBaseLogger,
): Promise<{ uiVibe: string; visualTone: string }> {
  const measured = { uiVibe: analysis.uiVibe, visualTone: analysis.visualTone };
  if (!ai.capabilities.freeText) return measured;
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
    log.warn({ answer: text.slice(0, 200) }, 'analysis refinement answer was not the expected JSON');
  } catch (err) {
    log.warn({ err }, 'analysis refinement failed; keeping the measured feel');
  }
  return measured;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ');
