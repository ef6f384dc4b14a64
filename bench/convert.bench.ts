/**
 * Shopify conversion benchmark: the built-in (deterministic) converter over
 * every offline generator pattern, as a section and as a snippet, and the
 * Theme Check outcome of each file, exactly as the conversion routes check it.
 *
 * Prints one row per pattern and kind: median and worst conversion time over
 * BENCH_RUNS runs (default 7, after one warm-up), the Theme Check time, the
 * file size and the errors and warnings found.
 *
 * Run: npx tsx bench/convert.bench.ts
 */
import type { DesignSystem } from '../shared/design-system';
import { OFFLINE_PATTERNS, renderPattern } from '@atelier/offline-generator/library';
import { checkConversion, type ConversionKind } from '../server/features/shopify/conversion-checks';
import { deterministicDraft } from '../server/features/shopify/conversion-engines';

const runs = Number(process.env.BENCH_RUNS ?? 7);

const designSystems: Record<string, DesignSystem> = {
  light: {
    name: 'Harbor Coffee',
    stylingReference: 'Warm and calm, lots of whitespace',
    primaryColor: '#1e293b',
    accentColor: '#c2410c',
    fontFamily: 'Inter',
    borderRadius: '0.5rem',
    boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
    isDarkMode: false,
  },
  dark: {
    name: 'Night Market',
    stylingReference: 'Bold, neon accents on deep navy',
    primaryColor: '#a78bfa',
    accentColor: '#22d3ee',
    fontFamily: 'DM Sans',
    borderRadius: '1rem',
    boxShadow: '0 10px 30px rgb(0 0 0 / 0.4)',
    isDarkMode: true,
  },
};

interface Row {
  pattern: string;
  theme: string;
  kind: ConversionKind;
  medianMs: number;
  maxMs: number;
  checkMs: number;
  kb: number;
  errors: number;
  warnings: number;
  checks: string;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('No values to take the median of');
  return middle;
};

async function measure(kind: ConversionKind, id: number, name: string, code: string, designSystem: DesignSystem) {
  const input = { id, name, code, designSystem };
  await deterministicDraft(kind, input);
  const times: number[] = [];
  let draft = await deterministicDraft(kind, input);
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    draft = await deterministicDraft(kind, input);
    times.push(performance.now() - started);
  }
  const checkStarted = performance.now();
  const outcome = await checkConversion(kind, draft.themePath, draft.code);
  const checkMs = performance.now() - checkStarted;
  return { times, checkMs, draft, outcome };
}

function pad(value: string | number, width: number, right = false) {
  const text = String(value);
  return right ? text.padStart(width) : text.padEnd(width);
}

async function main() {
  // Theme Check prepares its offline docs once per process: keep that out of the first row.
  await checkConversion(
    'section',
    'sections/section-0.liquid',
    '{% schema %}{"name":"Warm up","presets":[{"name":"Warm up"}]}{% endschema %}',
  );

  const rows: Row[] = [];
  let id = 1000;
  for (const [theme, designSystem] of Object.entries(designSystems)) {
    for (const pattern of OFFLINE_PATTERNS) {
      const code = renderPattern(pattern.id, designSystem);
      for (const kind of ['section', 'snippet'] as const) {
        id += 1;
        const { times, checkMs, draft, outcome } = await measure(kind, id, pattern.title, code, designSystem);
        const offenses = [...outcome.errors, ...outcome.warnings].map((o) => o.check);
        rows.push({
          pattern: pattern.id,
          theme,
          kind,
          medianMs: median(times),
          maxMs: Math.max(...times),
          checkMs,
          kb: Buffer.byteLength(draft.code) / 1024,
          errors: outcome.errors.length,
          warnings: outcome.warnings.length,
          checks: [...new Set(offenses)].join(', '),
        });
      }
    }
  }

  const header = `${pad('pattern', 14)} ${pad('theme', 5)} ${pad('kind', 7)} ${pad('median ms', 9, true)} ${pad('max ms', 7, true)} ${pad('check ms', 8, true)} ${pad('KB', 5, true)} ${pad('errors', 6, true)} ${pad('warnings', 8, true)}  offenses`;
  console.log(`Built-in Shopify converter, ${runs} runs per file after a warm-up (Node ${process.version})\n`);
  console.log(header);
  console.log('-'.repeat(header.length + 10));
  for (const r of rows) {
    console.log(
      `${pad(r.pattern, 14)} ${pad(r.theme, 5)} ${pad(r.kind, 7)} ${pad(r.medianMs.toFixed(1), 9, true)} ${pad(r.maxMs.toFixed(1), 7, true)} ${pad(r.checkMs.toFixed(0), 8, true)} ${pad(r.kb.toFixed(1), 5, true)} ${pad(r.errors, 6, true)} ${pad(r.warnings, 8, true)}  ${r.checks}`,
    );
  }

  for (const kind of ['section', 'snippet'] as const) {
    const of = rows.filter((r) => r.kind === kind);
    const medians = of.map((r) => r.medianMs);
    console.log(
      `\n${kind}s: ${of.length} files, conversion median of medians ${median(medians).toFixed(1)} ms, slowest ${Math.max(...of.map((r) => r.maxMs)).toFixed(1)} ms; ` +
        `Theme Check median ${median(of.map((r) => r.checkMs)).toFixed(0)} ms; ` +
        `${of.filter((r) => r.errors === 0).length}/${of.length} without errors, ${of.reduce((n, r) => n + r.warnings, 0)} warnings in all`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
