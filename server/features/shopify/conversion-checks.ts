import type { ThemeCheckOffense, ThemeCheckOutcome } from '@shared/schemas/shopify';
import { runThemeCheck } from '../../shopify';

export type ConversionKind = 'section' | 'snippet';

/**
 * A new snippet file is rendered from whatever section the merchant picks, so
 * "not referenced by any other file" is true of every result and says nothing.
 */
const IRRELEVANT_CHECKS = new Set(['OrphanedSnippet']);

const TAILWIND_RUNTIME = /cdn\.tailwindcss\.com|@tailwindcss\/browser|tailwind\.config\s*=/i;
const SCHEMA_TAG = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/g;
const DOC_TAG = /\{%-?\s*doc\s*-?%\}[\s\S]*?\{%-?\s*enddoc\s*-?%\}/;

function contractError(file: string, check: string, message: string): ThemeCheckOffense {
  return { check, message, severity: 'error', file };
}

function sectionContract(file: string, code: string): ThemeCheckOffense[] {
  const schemas = [...code.matchAll(SCHEMA_TAG)].map(([, body = '']) => body);
  const [schemaJson] = schemas;
  if (schemaJson === undefined) {
    return [
      contractError(
        file,
        'SectionSchemaRequired',
        'The section has no {% schema %} block, so the theme editor cannot show it.',
      ),
    ];
  }
  // Theme Check reports a second schema (SchemaOncePerFile) and invalid JSON (ValidSchema) itself.
  if (schemas.length > 1) return [];
  let schema: unknown;
  try {
    schema = JSON.parse(schemaJson);
  } catch {
    return [];
  }
  const presets = (schema as { presets?: unknown } | null)?.presets;
  if (!Array.isArray(presets) || presets.length === 0) {
    return [
      contractError(
        file,
        'SectionPresetRequired',
        'The schema has no "presets", so the section cannot be added from the theme editor.',
      ),
    ];
  }
  return [];
}

function snippetContract(file: string, code: string): ThemeCheckOffense[] {
  const offenses: ThemeCheckOffense[] = [];
  if (!DOC_TAG.test(code)) {
    offenses.push(
      contractError(
        file,
        'SnippetDocRequired',
        'The snippet has no LiquidDoc {% doc %} block describing its parameters.',
      ),
    );
  }
  if ([...code.matchAll(SCHEMA_TAG)].length > 0) {
    offenses.push(
      contractError(
        file,
        'SnippetWithoutSchema',
        'A snippet cannot have a {% schema %} block; only sections and blocks do.',
      ),
    );
  }
  return offenses;
}

/** What the conversion promises beyond valid Liquid: the checks Theme Check does not make. */
export function contractOffenses(kind: ConversionKind, file: string, code: string): ThemeCheckOffense[] {
  const offenses = kind === 'section' ? sectionContract(file, code) : snippetContract(file, code);
  if (TAILWIND_RUNTIME.test(code)) {
    offenses.push(
      contractError(
        file,
        'NoTailwindRuntime',
        'Tailwind must not run in the storefront: write plain CSS instead of loading Tailwind in the browser.',
      ),
    );
  }
  return offenses;
}

/**
 * Runs Shopify Theme Check on one converted file, plus the conversion contract.
 * A file Theme Check cannot read at all is an error of the file, not of the server.
 */
export async function checkConversion(kind: ConversionKind, file: string, code: string): Promise<ThemeCheckOutcome> {
  const contract = contractOffenses(kind, file, code);
  let errors: ThemeCheckOffense[];
  let warnings: ThemeCheckOffense[];
  try {
    const result = await runThemeCheck({ [file]: code });
    const relevant = (offense: ThemeCheckOffense) => offense.file === file && !IRRELEVANT_CHECKS.has(offense.check);
    const present = (
      o: { check: string; message: string; file: string; line?: number },
      severity: 'error' | 'warning',
    ) => ({
      check: o.check,
      message: o.message,
      severity,
      file: o.file,
      ...(o.line !== undefined ? { line: o.line } : {}),
    });
    errors = result.errors.map((o) => present(o, 'error')).filter(relevant);
    warnings = result.warnings.map((o) => present(o, 'warning')).filter(relevant);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    errors = [contractError(file, 'ThemeCheck', `Theme Check could not read the file: ${reason}`)];
    warnings = [];
  }
  return { errors: [...contract, ...errors], warnings };
}

export function describeOffense(offense: ThemeCheckOffense): string {
  const where = offense.line !== undefined ? ` (line ${offense.line + 1})` : '';
  return `[${offense.check}]${where} ${offense.message}`;
}
