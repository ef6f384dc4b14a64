import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { generateOfflineSnippet, normalize, readPage } from '@atelier/offline-generator/library';
import { CASES, DESIGN_SYSTEMS } from '../../bench/lib/output-cases';
import { rootDir } from '../lib/paths';

/** Copy a summary names in curly quotes (“Pro”) that the output does not show. */
function claimedButMissing(summary: string, code: string): string[] {
  const page = readPage(code).text;
  return [...summary.matchAll(/“([^“”]+)”/g)]
    .map((m) => m[1] ?? '')
    .filter((named) => !page.includes(normalize(named)));
}

interface SetFile {
  designSystems: Array<DesignSystem & { id: string }>;
  prompts: Array<{ id: string; designSystem: string; prompt: string; name?: string }>;
}

describe('the built-in generator reports only what it built', () => {
  it('names in its summary nothing that an output of the benchmark lacks', () => {
    const wrong: string[] = [];
    for (const c of CASES) {
      for (const [name, ds] of Object.entries(DESIGN_SYSTEMS)) {
        const r = generateOfflineSnippet({ prompt: c.prompt, name: 'Section', designSystem: ds });
        const missing = claimedButMissing(`${r.summary} ${r.note ?? ''}`, r.code);
        if (missing.length) wrong.push(`${c.id} on ${name}: ${missing.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names in its summary nothing that an output of the tuning set lacks', () => {
    const set = JSON.parse(fs.readFileSync(path.join(rootDir, 'bench', 'cases', 'tune.json'), 'utf8')) as SetFile;
    const wrong: string[] = [];
    for (const p of set.prompts) {
      const found = set.designSystems.find((d) => d.id === p.designSystem);
      if (!found) throw new Error(`No design system ${p.designSystem}`);
      const { id: _id, ...ds } = found;
      const r = generateOfflineSnippet({ prompt: p.prompt, name: p.name ?? 'Section', designSystem: ds });
      const missing = claimedButMissing(`${r.summary} ${r.note ?? ''}`, r.code);
      if (missing.length) wrong.push(`${p.id}: ${missing.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
