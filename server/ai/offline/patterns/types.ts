import type { TopicBank } from '../copy-bank';
import type { PatternMeta, SectionCopy } from '../prompt';
import type { Theme } from '../theme';

/** Everything a pattern needs to render one fragment. */
export interface PatternContext {
  /** Unique class prefix of the fragment; every selector and id starts with it. */
  prefix: string;
  theme: Theme;
  bank: TopicBank;
  topic: string;
  brand: string;
  /** Copy the prompt spelled out for this section; missing fields come from the bank. */
  copy: SectionCopy;
  /** Seeded: the same prompt draws the same numbers. */
  rng: () => number;
}

export interface OfflinePattern {
  id: string;
  title: string;
  keywords: string[];
  render(ctx: PatternContext): string;
}

export interface PatternDefinition extends OfflinePattern, PatternMeta {
  /** Default number of items and the largest number a prompt may ask for. */
  items?: { default: number; max: number };
}
