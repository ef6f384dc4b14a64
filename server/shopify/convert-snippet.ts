import type { BackgroundImage } from './css';
import { escapeAttribute } from '@atelier/web-kit/html';
import { guardLiquid, humanize, IdRegistry, inlineLiteral } from './liquid';
import { prepareSnippet, scopePreparedCss, type ConversionInput, type PreparedSnippet } from './prepare';
import { Renderer, type RenderState, type SnippetParam } from './render';
import { alpineScript, alpineVersion, wrapScripts } from './script';

export interface SnippetResult {
  snippetCode: string;
  /** Markdown: parameters, an example call and what the theme needs. */
  documentation: string;
  /** snippets/<handle>.liquid */
  fileName: string;
}

const EXAMPLE_PARAMS = 3;

function docLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[{}%]/g, '').trim();
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function paramDoc(param: SnippetParam): string {
  const defaultText = param.default ? ` Default: ${shorten(docLine(param.default), 60)}` : '';
  const fallback = param.type === 'image' ? ' Falls back to the original picture.' : '';
  return `@param {${param.type}} [${param.name}] - ${docLine(param.description)}.${fallback}${defaultText}`;
}

function exampleCall(handle: string, params: readonly SnippetParam[]): string {
  const examples = params
    .filter((p) => p.type === 'string' && p.default && !p.name.endsWith('_color') && !/[\n<]/.test(p.default))
    .slice(0, EXAMPLE_PARAMS)
    .map((p) => `${p.name}: ${inlineLiteral(shorten(docLine(p.default ?? ''), 40))}`);
  return `{% render '${handle}'${examples.length > 0 ? `, ${examples.join(', ')}` : ''} %}`;
}

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim();
}

function documentation(prepared: PreparedSnippet, params: readonly SnippetParam[], example: string): string {
  const { handle, input } = prepared;
  const lines = [
    `# ${input.name.trim() || `Snippet ${input.id}`}: Shopify snippet`,
    '',
    `Converted by Atelier from snippet ${input.id}. Every parameter is optional: without one, the snippet shows the original content.`,
    '',
    '## Add it to your theme',
    '',
    `1. Save the code as \`snippets/${handle}.liquid\` in your theme (Online Store > Themes > Edit code > Snippets > Add a new snippet named \`${handle}\`).`,
    '2. Render it from a section, block or template where it should appear:',
    '',
    '```liquid',
    example,
    '```',
    '',
    '3. Styles ship with the snippet and are scoped to its wrapper, so they do not leak into the theme.',
  ];
  if (prepared.runtime.includes('Alpine.js')) {
    lines.push(
      `4. Runtime: the snippet uses Alpine.js ${alpineVersion()}, and ships it: the snippet carries Alpine's browser build inline, so visitors' browsers fetch nothing from a CDN. Alpine starts once per page, however many copies are rendered, and not at all when the theme already provides \`window.Alpine\`.`,
    );
  }
  lines.push(
    '',
    `Design note: the design uses the font ${docLine(input.designSystem.fontFamily || 'of the theme')}; load it in the theme for an exact match.`,
    '',
    '## Parameters',
    '',
  );
  if (params.length === 0) {
    lines.push('This snippet has no parameters.');
  } else {
    lines.push('| Name | Type | Default | Description |', '|---|---|---|---|');
    for (const param of params) {
      const type = param.type === 'image' ? 'image (Shopify image object)' : 'string';
      const fallback =
        param.type === 'image' ? 'original picture' : param.default ? shorten(docLine(param.default), 80) : '';
      lines.push(
        `| \`${param.name}\` | ${type} | ${markdownCell(fallback)} | ${markdownCell(docLine(param.description))} |`,
      );
    }
  }
  lines.push('', '## Example', '', '```liquid', example, '```', '');
  return lines.join('\n');
}

/**
 * Converts a snippet into a Shopify snippet file rendered with
 * {% render %}: its editable content becomes optional parameters (declared
 * with LiquidDoc) that fall back to the original values.
 */
export async function convertToSnippet(input: ConversionInput): Promise<SnippetResult> {
  const prepared = await prepareSnippet(input);
  const { template, colors, parts, handle } = prepared;
  const wrapperClass = `atelier-${handle}`;

  const state: RenderState = {
    target: 'snippet',
    colors,
    usedColors: new Set(),
    params: new Map(),
    captures: 0,
    exposed: prepared.exposed,
    registryAccessor: (element) => `atelierSnippets['${handle}'].of(${element})`,
  };
  const renderer = new Renderer(state);
  const markup = renderer.renderTop(template.nodes);

  const backgrounds: BackgroundImage[] = [];
  const scoped = scopePreparedCss(prepared, `.${wrapperClass}`, backgrounds);
  scoped.usedColors.forEach((id) => state.usedColors.add(id));

  const variables: string[] = [];
  for (const color of colors.filter((c) => state.usedColors.has(c.id))) {
    variables.push(`${color.variable}: ${renderer.colorOutput(color)};`);
  }
  const names = new IdRegistry([...state.params.keys(), ...colors.map((c) => c.id)]);
  backgrounds.forEach((background) => {
    const name = names.take('background_image');
    state.params.set(name, { name, type: 'image', description: humanize(name) });
    variables.push(
      `${background.variable}: url('{% if ${name} != blank %}{{ ${name} | image_url: width: 1920 }}{% else %}${guardLiquid(escapeAttribute(background.url))}{% endif %}');`,
    );
  });

  const colorIds = new Set(colors.map((c) => c.id));
  const params = [...state.params.values()].sort((a, b) => Number(colorIds.has(a.name)) - Number(colorIds.has(b.name)));
  const example = exampleCall(handle, params);
  const doc = [
    '{% doc %}',
    `  ${docLine(input.name || `Snippet ${input.id}`)}: converted by Atelier from snippet ${input.id}.`,
    prepared.runtime.length > 0
      ? `  Runtime: ${prepared.runtime.join(', ')} ${alpineVersion()}, shipped inline (no CDN; starts once per page unless the theme provides window.Alpine).`
      : '  Runtime: none beyond the theme.',
    '',
    ...params.map((param) => `  ${paramDoc(param)}`),
    '',
    '  @example',
    `  ${example}`,
    '{% enddoc %}',
  ].join('\n');

  const cssLinks = scoped.imports
    .map((rule) => /url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/.exec(rule))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, url, imported]) => `<link rel="stylesheet" href="${escapeAttribute(url ?? imported ?? '')}">`);
  const stylesheet = scoped.css ? `{% stylesheet %}\n${guardLiquid(scoped.css)}\n{% endstylesheet %}` : '';

  const scripts: string[] = [];
  if (parts.scripts.some((s) => s.trim() !== '')) {
    scripts.push(
      `<script>\n${wrapScripts(parts.scripts, {
        rootLookup: `document.currentScript && document.currentScript.closest('.${wrapperClass}')`,
        rootSelector: `.${wrapperClass}`,
        registryKey: handle,
        alpineComponents: prepared.alpineComponents,
        exposed: [...prepared.exposed],
      })}\n</script>`,
    );
  }
  for (const module of parts.modules) scripts.push(`<script type="module">\n${guardLiquid(module)}\n</script>`);
  scripts.push(...parts.externalScripts.map((s) => s.tag));
  if (prepared.runtime.includes('Alpine.js')) scripts.push(alpineScript());

  const style = variables.length > 0 ? ` style="${variables.join(' ')}"` : '';
  const body = [markup.trim(), ...scripts].join('\n');
  const snippetCode = [
    doc,
    stylesheet,
    ...parts.links,
    ...cssLinks,
    `<div class="${wrapperClass}"${style}>\n${body}\n</div>`,
  ]
    .filter((chunk) => chunk !== '')
    .join('\n\n')
    .concat('\n');

  return {
    snippetCode,
    documentation: documentation(prepared, params, example),
    fileName: `snippets/${handle}.liquid`,
  };
}
