import { existsSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureOfflineThemeDocs, runThemeCheck } from './theme-check';

const VALID_SECTION = `<div class="promo">{{ section.settings.heading | escape }}</div>
{% schema %}
{
  "name": "Promo",
  "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Hello" }],
  "presets": [{ "name": "Promo" }]
}
{% endschema %}
`;

describe('runThemeCheck', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes a valid section with no errors and no warnings', async () => {
    const result = await runThemeCheck({ 'sections/promo.liquid': VALID_SECTION });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('reports a schema that is not JSON as an error', async () => {
    const broken = VALID_SECTION.replace('"presets"', '"presets" :: oops');
    const result = await runThemeCheck({ 'sections/promo.liquid': broken });
    expect(result.ok).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
    expect(result.errors[0]?.file).toBe('sections/promo.liquid');
    expect(result.errors.every((e) => e.severity === 'error')).toBe(true);
  });

  it('reports an unknown setting type as a ValidSchema error with its line', async () => {
    const unknown = VALID_SECTION.replace('"type": "text"', '"type": "headline"');
    const result = await runThemeCheck({ 'sections/promo.liquid': unknown });
    expect(result.ok).toBe(false);
    const offense = result.errors.find((e) => e.check === 'ValidSchema');
    expect(offense).toBeDefined();
    expect(offense?.message).toContain('Value is not accepted');
    expect(offense?.line).toBe(5);
  });

  it('reports an img without width and height as an error', async () => {
    const result = await runThemeCheck({
      'sections/image.liquid':
        '<img src="https://example.com/a.jpg" alt="">\n{% schema %}{"name":"Image","settings":[]}{% endschema %}\n',
    });
    expect(result.errors.map((e) => e.check)).toContain('ImgWidthAndHeight');
  });

  it('rejects file paths that leave the theme folder', async () => {
    await expect(runThemeCheck({ '../escape.liquid': 'x' })).rejects.toThrow('Invalid theme file path');
    await expect(runThemeCheck({ '/etc/passwd': 'x' })).rejects.toThrow('Invalid theme file path');
  });

  it('reads the Liquid docs from a local copy and never opens a network connection', async () => {
    const root = await ensureOfflineThemeDocs();
    expect(process.env.SHOPIFY_TLD_ROOT).toBe(root);
    expect(root.startsWith(tmpdir())).toBe(true);
    expect(existsSync(`${root}/data/latest.json`)).toBe(true);
    expect(existsSync(`${root}/schemas/manifest_theme.json`)).toBe(true);
    expect(existsSync(`${root}/schemas/theme/section.json`)).toBe(true);

    const socketConnect = vi.spyOn(net.Socket.prototype, 'connect');
    const tlsConnect = vi.spyOn(tls, 'connect');
    const started = performance.now();
    const result = await runThemeCheck({ 'sections/promo.liquid': VALID_SECTION });
    const elapsed = performance.now() - started;
    expect(result.ok).toBe(true);
    expect(socketConnect).not.toHaveBeenCalled();
    expect(tlsConnect).not.toHaveBeenCalled();
    expect(elapsed).toBeLessThan(10_000);
  });
});
