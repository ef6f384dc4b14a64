import type { DesignSystem } from '@shared/design-system';
import { PATTERN_DEFINITIONS } from './patterns';
import type { Lang } from './lang';
import { compose, promptStyle, renderSection } from './pipeline/compose';
import { extract } from './pipeline/extract';
import { analysePrompt, plan } from './pipeline/plan';
import { summarize } from './pipeline/report';
import { verify } from './pipeline/verify';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';

export { promptStyle, renderSection, uniquePrefix } from './pipeline/compose';

export interface GenerateResult {
  code: string;
  patterns: string[];
  /** What was built, in English for staff: "Pricing with 3 plans and your prices". */
  summary: string;
  /** Set when the prompt asked for something the library does not have, naming the component built instead. */
  note?: string;
}

/**
 * A generation in five phases: extract what the prompt says, plan the page and its content, compose
 * the sections, verify the output against every requirement, and report what was built and what not.
 */
export function generate(input: {
  prompt: string;
  name: string;
  designSystem: DesignSystem;
  lang?: Lang;
}): GenerateResult {
  const extraction = extract(input.prompt, input.name, PATTERN_DEFINITIONS, input.designSystem.name, input.lang);
  const analysis = plan(extraction);
  const code = compose(analysis, themeFromDesignSystem(input.designSystem, promptStyle(input.prompt)));
  const verdicts = verify(analysis, code);
  return { code, patterns: analysis.sections.map((s) => s.id), ...summarize(analysis, verdicts) };
}

export function renderOne(id: string, designSystem: DesignSystem, prompt = ''): string {
  const analysis = analysePrompt(prompt, '', PATTERN_DEFINITIONS, designSystem.name);
  const theme = themeFromDesignSystem(designSystem, promptStyle(prompt));
  const own = analysis.sections.find((s) => s.id === id);
  const only = analysis.sections.length === 1 ? analysis.sections[0] : undefined;
  const copy = own?.copy ?? only?.copy ?? {};
  return `${renderSection(id, theme, analysis, copy, `${analysis.seed}:${id}`, () => false).html}\n`;
}
