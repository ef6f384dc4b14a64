import { describe, expect, it } from 'vitest';
import type { DesignSystem } from '@shared/design-system';
import { themeFromDesignSystem } from './theme';

const SAGE: DesignSystem = {
  name: 'Salbei & Co',
  stylingReference: 'Calm sage green apothecary shop',
  primaryColor: '#2e3b34',
  accentColor: '#7a8f76',
  fontFamily: 'Work Sans',
  borderRadius: '2px',
  boxShadow: 'none',
  isDarkMode: false,
};

const SHOPIFY_CSS = `:root{--color-base-text:46,59,52;--color-base-background-1:247,245,240}
.button{background:#7a8f76;color:#fff;border-radius:2px;box-shadow:none}
body{font-family:"Work Sans",sans-serif;color:#2e3b34;background:#f7f5f0}`;

describe('the pasted stylesheet', () => {
  it("gives the page its background and text colours, read by the project dialog's analyser", () => {
    const plain = themeFromDesignSystem(SAGE).palette;
    const pasted = themeFromDesignSystem({ ...SAGE, cssContent: SHOPIFY_CSS }).palette;
    expect(plain.bg).toBe('#ffffff');
    expect(pasted.bg).toBe('#f7f5f0');
    expect(pasted.text).toBe('#2e3b34');
  });

  it("never turns a light project dark, and the prompt's wishes win", () => {
    const dark = 'body{background:#101010;color:#eeeeee}';
    expect(themeFromDesignSystem({ ...SAGE, cssContent: dark }).dark).toBe(false);
    expect(
      themeFromDesignSystem({ ...SAGE, cssContent: SHOPIFY_CSS }, { bg: { r: 255, g: 255, b: 255 } }).palette.bg,
    ).toBe('#ffffff');
  });

  it('contributes nothing when it cannot be read', () => {
    expect(themeFromDesignSystem({ ...SAGE, cssContent: 'body { color: ' }).palette).toEqual(
      themeFromDesignSystem(SAGE).palette,
    );
  });
});
