import { describe, expect, it } from 'vitest';
import { checkConversion, contractOffenses } from './conversion-checks';
import { BROKEN_SCHEMA_SECTION, VALID_SECTION, VALID_SNIPPET } from '../../test/fixtures/shopify-conversion';

const SECTION = 'sections/section-1.liquid';
const SNIPPET = 'snippets/promo-banner.liquid';

describe('checkConversion', () => {
  it('passes a valid section and a valid snippet', async () => {
    expect((await checkConversion('section', SECTION, VALID_SECTION)).errors).toEqual([]);
    const snippet = await checkConversion('snippet', SNIPPET, VALID_SNIPPET);
    expect(snippet.errors).toEqual([]);
    expect(snippet.warnings.map((w) => w.check)).not.toContain('OrphanedSnippet');
  });

  it('catches a section whose schema is not valid JSON', async () => {
    const { errors } = await checkConversion('section', SECTION, BROKEN_SCHEMA_SECTION);
    expect(errors.map((e) => e.check)).toContain('ValidSchema');
    expect(errors[0]).toMatchObject({ severity: 'error', file: SECTION });
  });

  it('catches two schemas and unknown Liquid', async () => {
    const twice = `${VALID_SECTION}\n{% schema %}{"name":"Again"}{% endschema %}`;
    expect((await checkConversion('section', SECTION, twice)).errors.map((e) => e.check)).toContain(
      'SchemaOncePerFile',
    );
    const unknownFilter = VALID_SECTION.replace(
      '{{ section.settings.heading }}',
      '{{ section.settings.heading | sparkle }}',
    );
    expect((await checkConversion('section', SECTION, unknownFilter)).errors.map((e) => e.check)).toContain(
      'UnknownFilter',
    );
  });
});

describe('contractOffenses', () => {
  it('asks sections for one schema with presets', () => {
    expect(contractOffenses('section', SECTION, '<div></div>').map((o) => o.check)).toEqual(['SectionSchemaRequired']);
    const noPresets = VALID_SECTION.replace(',\n  "presets": [{ "name": "Promo" }]', '');
    expect(contractOffenses('section', SECTION, noPresets).map((o) => o.check)).toEqual(['SectionPresetRequired']);
    expect(contractOffenses('section', SECTION, VALID_SECTION)).toEqual([]);
  });

  it('asks snippets for LiquidDoc and no schema', () => {
    expect(contractOffenses('snippet', SNIPPET, VALID_SNIPPET)).toEqual([]);
    expect(contractOffenses('snippet', SNIPPET, `<div></div>${VALID_SECTION}`).map((o) => o.check)).toEqual([
      'SnippetDocRequired',
      'SnippetWithoutSchema',
    ]);
  });

  it('refuses Tailwind at run time', () => {
    const withCdn = `<script src="https://cdn.tailwindcss.com"></script>\n${VALID_SECTION}`;
    expect(contractOffenses('section', SECTION, withCdn).map((o) => o.check)).toEqual(['NoTailwindRuntime']);
    const withBrowser = `${VALID_SNIPPET}<script type="module" src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>`;
    expect(contractOffenses('snippet', SNIPPET, withBrowser).map((o) => o.check)).toEqual(['NoTailwindRuntime']);
  });
});
