/**
 * The fonts the app serves itself (from the @fontsource packages, under
 * /fonts), so that no page it shows makes a visitor's browser talk to a font
 * CDN. A project font outside this list is drawn from the fallback stack.
 */
export type FontCategory = 'sans-serif' | 'serif' | 'monospace' | 'cursive';

export interface LibraryFont {
  /** The family name as projects write it ("Playfair Display"). */
  family: string;
  /** The package name after the scope, and the name under /fonts. */
  slug: string;
  /** From @fontsource-variable (one variable file) rather than @fontsource (one file per weight). */
  variable: boolean;
  category: FontCategory;
}

export const FONT_LIBRARY: readonly LibraryFont[] = [
  { family: 'Abril Fatface', slug: 'abril-fatface', variable: false, category: 'serif' },
  { family: 'Anton', slug: 'anton', variable: false, category: 'sans-serif' },
  { family: 'Archivo', slug: 'archivo', variable: true, category: 'sans-serif' },
  { family: 'Arimo', slug: 'arimo', variable: false, category: 'sans-serif' },
  { family: 'Barlow', slug: 'barlow', variable: false, category: 'sans-serif' },
  { family: 'Bebas Neue', slug: 'bebas-neue', variable: false, category: 'sans-serif' },
  { family: 'Bitter', slug: 'bitter', variable: true, category: 'serif' },
  { family: 'Cabin', slug: 'cabin', variable: true, category: 'sans-serif' },
  { family: 'Caveat', slug: 'caveat', variable: true, category: 'cursive' },
  { family: 'Cormorant Garamond', slug: 'cormorant-garamond', variable: true, category: 'serif' },
  { family: 'Crimson Text', slug: 'crimson-text', variable: false, category: 'serif' },
  { family: 'Dancing Script', slug: 'dancing-script', variable: true, category: 'cursive' },
  { family: 'DM Sans', slug: 'dm-sans', variable: true, category: 'sans-serif' },
  { family: 'DM Serif Display', slug: 'dm-serif-display', variable: false, category: 'serif' },
  { family: 'EB Garamond', slug: 'eb-garamond', variable: true, category: 'serif' },
  { family: 'Figtree', slug: 'figtree', variable: true, category: 'sans-serif' },
  { family: 'Fira Sans', slug: 'fira-sans', variable: false, category: 'sans-serif' },
  { family: 'Fraunces', slug: 'fraunces', variable: true, category: 'serif' },
  { family: 'IBM Plex Sans', slug: 'ibm-plex-sans', variable: true, category: 'sans-serif' },
  { family: 'Inconsolata', slug: 'inconsolata', variable: true, category: 'monospace' },
  { family: 'Instrument Serif', slug: 'instrument-serif', variable: false, category: 'serif' },
  { family: 'Inter', slug: 'inter', variable: true, category: 'sans-serif' },
  { family: 'JetBrains Mono', slug: 'jetbrains-mono', variable: true, category: 'monospace' },
  { family: 'Josefin Sans', slug: 'josefin-sans', variable: true, category: 'sans-serif' },
  { family: 'Kanit', slug: 'kanit', variable: false, category: 'sans-serif' },
  { family: 'Karla', slug: 'karla', variable: true, category: 'sans-serif' },
  { family: 'Lato', slug: 'lato', variable: false, category: 'sans-serif' },
  { family: 'Lexend', slug: 'lexend', variable: true, category: 'sans-serif' },
  { family: 'Libre Baskerville', slug: 'libre-baskerville', variable: false, category: 'serif' },
  { family: 'Libre Franklin', slug: 'libre-franklin', variable: true, category: 'sans-serif' },
  { family: 'Lora', slug: 'lora', variable: true, category: 'serif' },
  { family: 'Manrope', slug: 'manrope', variable: true, category: 'sans-serif' },
  { family: 'Merriweather', slug: 'merriweather', variable: true, category: 'serif' },
  { family: 'Montserrat', slug: 'montserrat', variable: true, category: 'sans-serif' },
  { family: 'Mulish', slug: 'mulish', variable: true, category: 'sans-serif' },
  { family: 'Noto Sans', slug: 'noto-sans', variable: true, category: 'sans-serif' },
  { family: 'Noto Serif', slug: 'noto-serif', variable: true, category: 'serif' },
  { family: 'Nunito', slug: 'nunito', variable: true, category: 'sans-serif' },
  { family: 'Open Sans', slug: 'open-sans', variable: true, category: 'sans-serif' },
  { family: 'Oswald', slug: 'oswald', variable: true, category: 'sans-serif' },
  { family: 'Outfit', slug: 'outfit', variable: true, category: 'sans-serif' },
  { family: 'Pacifico', slug: 'pacifico', variable: false, category: 'cursive' },
  { family: 'Playfair Display', slug: 'playfair-display', variable: true, category: 'serif' },
  { family: 'Plus Jakarta Sans', slug: 'plus-jakarta-sans', variable: true, category: 'sans-serif' },
  { family: 'Poppins', slug: 'poppins', variable: false, category: 'sans-serif' },
  { family: 'PT Sans', slug: 'pt-sans', variable: false, category: 'sans-serif' },
  { family: 'Quicksand', slug: 'quicksand', variable: true, category: 'sans-serif' },
  { family: 'Raleway', slug: 'raleway', variable: true, category: 'sans-serif' },
  { family: 'Red Hat Display', slug: 'red-hat-display', variable: true, category: 'sans-serif' },
  { family: 'Roboto', slug: 'roboto', variable: true, category: 'sans-serif' },
  { family: 'Roboto Mono', slug: 'roboto-mono', variable: true, category: 'monospace' },
  { family: 'Roboto Slab', slug: 'roboto-slab', variable: true, category: 'serif' },
  { family: 'Rubik', slug: 'rubik', variable: true, category: 'sans-serif' },
  { family: 'Sora', slug: 'sora', variable: true, category: 'sans-serif' },
  { family: 'Source Sans 3', slug: 'source-sans-3', variable: true, category: 'sans-serif' },
  { family: 'Source Serif 4', slug: 'source-serif-4', variable: true, category: 'serif' },
  { family: 'Space Grotesk', slug: 'space-grotesk', variable: true, category: 'sans-serif' },
  { family: 'Space Mono', slug: 'space-mono', variable: false, category: 'monospace' },
  { family: 'Syne', slug: 'syne', variable: true, category: 'sans-serif' },
  { family: 'Titillium Web', slug: 'titillium-web', variable: false, category: 'sans-serif' },
  { family: 'Urbanist', slug: 'urbanist', variable: true, category: 'sans-serif' },
  { family: 'Work Sans', slug: 'work-sans', variable: true, category: 'sans-serif' },
];

const BY_NAME = new Map(FONT_LIBRARY.map((f) => [f.family.toLowerCase(), f]));

function unquote(name: string): string {
  return name
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim()
    .toLowerCase();
}

/** The served font a font-family value starts with ("Lora, serif" → Lora), or null. */
export function libraryFont(fontFamily: string): LibraryFont | null {
  const first = unquote(fontFamily.split(',')[0] ?? '');
  return BY_NAME.get(first) ?? BY_NAME.get(first.replace(/\s+variable$/, '')) ?? null;
}

/** The stylesheet that declares a served font's faces. */
export function fontStylesheetPath(font: LibraryFont): string {
  return `/fonts/${font.slug}.css`;
}

/** The generic family a font falls back to. */
export function fallbackStack(category: FontCategory): string {
  switch (category) {
    case 'serif':
      return 'ui-serif, Georgia, Cambria, "Times New Roman", serif';
    case 'monospace':
      return 'ui-monospace, SFMono-Regular, Menlo, monospace';
    case 'cursive':
      return 'cursive';
    default:
      return 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';
  }
}
