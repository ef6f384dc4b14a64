import type { TopicBank } from '../copy-bank';
import type { PatternMeta, SectionCopy } from '../prompt';
import type { Lang } from '../lang';
import type { Theme } from '@atelier/web-kit/theme';

/** Everything a pattern needs to render one fragment. */
export interface PatternContext {
  /** Unique class prefix of the fragment; every selector and id starts with it. */
  prefix: string;
  theme: Theme;
  /** The prompt's language: labels come from `local(ctx, TABLE)`, filler from `bank` (already in this language). */
  lang: Lang;
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
