/**
 * Features a prompt asks for as modifiers ("a sticky header", "searchable", "with dots", "on hover",
 * "with a consent checkbox"), in the seven languages, and how each shows in composed HTML. The verify
 * phase checks every one found; one the output lacks is named in the summary.
 */

export type FeatureKind =
  'sticky' | 'search' | 'dots' | 'arrows' | 'hover' | 'consent' | 'accordion' | 'dismiss' | 'autoplay' | 'no-image';

export interface Feature {
  kind: FeatureKind;
  /** Where the prompt asks for it. */
  at: number;
  /** How the summary names it when it is missing. */
  label: string;
}

const L = '(?<![\\p{L}])';
const R = '(?![\\p{L}])';

const FEATURE_WORDS: Array<{ kind: FeatureKind; label: string; re: RegExp }> = [
  {
    kind: 'sticky',
    label: 'a sticky bar',
    re: new RegExp(
      `${L}(?:sticky|fixed (?:header|nav(?:bar|igation)?|bar|menu)|fixiert|klebend|collante?|vastgezet)${R}`,
      'u',
    ),
  },
  {
    kind: 'search',
    label: 'a search field',
    re: new RegExp(
      `${L}(?:search(?:able)?|filter by (?:postcode|zip|city)|such(?:e|feld|bar)|suchfeld|durchsuchbar|recherche|rechercher|b[uú]squeda|buscador|buscar|ricerca|cerca|zoek(?:veld|baar|en)?|pesquisa|pesquisar|busca)${R}`,
      'u',
    ),
  },
  {
    kind: 'dots',
    label: 'navigation dots',
    re: new RegExp(`${L}(?:dots|punkte(?:n)?|points|puntos|puntini|punti|stippen|bolletjes|pontos|bolinhas)${R}`, 'u'),
  },
  {
    kind: 'arrows',
    label: 'previous and next arrows',
    re: new RegExp(`${L}(?:arrows|pfeile(?:n)?|flèches|fleches|flechas|frecce|pijlen|pijltjes|setas)${R}`, 'u'),
  },
  {
    kind: 'hover',
    label: 'an effect on hover',
    re: new RegExp(
      `${L}(?:on hover|hover|mouse ?over|beim (?:hovern|überfahren)|au survol|al pasar (?:el ratón|el mouse)|al passaggio del mouse|bij hover|ao passar o rato|ao passar o mouse)${R}`,
      'u',
    ),
  },
  {
    kind: 'consent',
    label: 'a consent checkbox',
    re: new RegExp(
      `${L}(?:consent|einwilligung|zustimmung|consentement|consentimiento|consenso|toestemming|consentimento)${R}`,
      'u',
    ),
  },
  {
    kind: 'accordion',
    label: 'an accordion',
    re: new RegExp(
      `${L}(?:accordion|akkordeon|accordéon|accordeon|acordeón|acordeon|fisarmonica|acordeão|acordeao)${R}`,
      'u',
    ),
  },
  {
    kind: 'dismiss',
    label: 'a close button',
    re: new RegExp(
      `${L}(?:dismiss(?:able|ible)?|closable|closeable|schlie(?:ß|ss)bar|wegklickbar|fermable|refermable|cerrable|chiudibile|sluitbaar|wegklikbaar|fech[áa]vel)${R}`,
      'u',
    ),
  },
  {
    kind: 'autoplay',
    label: 'autoplay',
    re: new RegExp(`${L}(?:autoplay|auto-?play|automatisch|automatique|automático|automatico|automatisch)${R}`, 'u'),
  },
  {
    kind: 'no-image',
    label: 'no image',
    re: new RegExp(
      `${L}(?:no (?:image|picture|photo)s?|without (?:an? )?(?:image|picture|photo)|ohne bild|sans image|sin imagen|senza immagine|zonder (?:afbeelding|foto)|sem imagem)${R}`,
      'u',
    ),
  },
];

export function findFeatures(lower: string): Feature[] {
  const out: Feature[] = [];
  for (const { kind, label, re } of FEATURE_WORDS) {
    const m = re.exec(lower);
    if (m) out.push({ kind, label, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at);
}
