/**
 * Placeholder artwork that needs no network: stroke icons for inline use and
 * small SVG illustrations as data URIs (the preview frame runs offline).
 */
import { type Rgb, hslToRgb, toHsl, toHex } from '@atelier/web-kit/color';
import { escapeHtml } from '@atelier/web-kit/html';

const ICON_PATHS: Record<string, string> = {
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z"/>',
  shield: '<path d="M12 3 4 6v6c0 5 3.4 8.2 8 9 4.6-.8 8-4 8-9V6l-8-3z"/><path d="m9 12 2 2 4-4"/>',
  chart: '<path d="M3 3v18h18"/><path d="m7 15 4-4 3 3 5-6"/>',
  sparkles:
    '<path d="m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"/><path d="m19 15 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"/>',
  heart: '<path d="M20.8 8.6a5 5 0 0 0-8.8-3.2 5 5 0 0 0-8.8 3.2c0 5.4 8.8 11.4 8.8 11.4s8.8-6 8.8-11.4z"/>',
  layers: '<path d="m12 3 9 5-9 5-9-5 9-5z"/><path d="m3 13 9 5 9-5"/>',
  chat: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>',
  lock: '<rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  leaf: '<path d="M5 21c0-9 5-15 16-16-1 11-7 16-16 16z"/><path d="M5 21 14 12"/>',
  star: '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>',
  check: '<path d="m5 12 5 5L20 7"/>',
  arrow: '<path d="M5 12h14M13 6l6 6-6 6"/>',
  'arrow-left': '<path d="M19 12H5M11 6l-6 6 6 6"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"/>',
  pin: '<path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"/><circle cx="12" cy="9" r="2.5"/>',
  cart: '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.4a2 2 0 0 0 2 1.6h8.8a2 2 0 0 0 2-1.6L22 7H6"/>',
  users:
    '<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0"/><path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  cup: '<path d="M4 8h13v6a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6V8z"/><path d="M17 10h1.5a2.5 2.5 0 0 1 0 5H17"/><path d="M8 2v3M12 2v3"/>',
  dumbbell: '<path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12"/>',
  book: '<path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5z"/><path d="M4 19a2 2 0 0 1 2-2h14"/>',
  plane:
    '<path d="M21 15.5 13.5 11V5a1.5 1.5 0 0 0-3 0v6L3 15.5V17l7.5-2.2V19L8 20.5V22l4-1 4 1v-1.5L13.5 19v-4.2L21 17z"/>',
  home: '<path d="M3 11 12 3l9 8"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>',
  music: '<path d="M9 18V5l12-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="18" cy="16" r="3"/>',
  code: '<path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>',
  card: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>',
  gift: '<rect x="3" y="8" width="18" height="4"/><path d="M5 12v9h14v-9M12 8v13"/><path d="M12 8S10.5 3 8 3a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4-5a2.5 2.5 0 0 1 0 5"/>',
  truck: '<path d="M2 6h12v10H2zM14 9h4l4 4v3h-8z"/><circle cx="6" cy="18" r="2"/><circle cx="18" cy="18" r="2"/>',
  refresh: '<path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4"/><path d="M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4"/>',
  target: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  x: '<path d="M4 4l16 16M20 4 4 20"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7"/>',
  github:
    '<path d="M9 19c-4 1.5-4-2-6-2.5M15 22v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1-.3-3.3 1.3a11.3 11.3 0 0 0-6 0C6 2.8 5 3.1 5 3.1a4.2 4.2 0 0 0-.1 3.2 4.6 4.6 0 0 0-1.3 3.2c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V22"/>',
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="m10 9 5 3-5 3z"/>',
  facebook: '<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z"/>',
};

export function icon(name: string, className: string, size = 24): string {
  const paths = ICON_PATHS[name] ?? ICON_PATHS.sparkles;
  return `<svg class="${className}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
}

/** Percent-encodes only what a data URI inside a double-quoted attribute needs; decimals are cut to one place to keep it short. */
export function svgDataUri(svg: string): string {
  const body = svg
    .replace(/\d+\.\d{2,}/g, (n) => String(Math.round(parseFloat(n) * 10) / 10))
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/&/g, '%26');
  return `data:image/svg+xml,${body}`;
}

const hsl = (h: number, s: number, l: number) => toHex(hslToRgb({ h, s, l }));

function ridge(
  width: number,
  height: number,
  base: number,
  amplitude: number,
  peaks: number,
  rng: () => number,
): string {
  const step = width / peaks;
  let d = `M0 ${height} L0 ${Math.round(base + (rng() - 0.5) * amplitude)}`;
  for (let i = 1; i <= peaks; i++) {
    const x = Math.round(i * step);
    const peakX = Math.round(x - step / 2 + (rng() - 0.5) * step * 0.4);
    d += ` L${peakX} ${Math.round(base - amplitude * (0.4 + rng() * 0.6))} L${x} ${Math.round(base + (rng() - 0.3) * amplitude * 0.5)}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** A landscape (sky, sun, three mountain ridges) tinted from one hue. */
export function sceneImage(hue: number, rng: () => number, width = 800, height = 600): string {
  const mood = Math.floor(rng() * 3);
  const sky =
    mood === 0
      ? [hsl(hue, 0.7, 0.86), hsl(hue + 25, 0.6, 0.96)]
      : mood === 1
        ? [hsl(hue + 200, 0.55, 0.78), hsl(28, 0.9, 0.88)]
        : [hsl(hue + 10, 0.45, 0.22), hsl(hue + 40, 0.5, 0.45)];
  const sun = mood === 2 ? hsl(50, 0.9, 0.9) : hsl(35, 0.95, 0.68);
  // Aerial perspective: nearer ridges darker and more saturated than distant ones.
  const ridges = [0.3, 0.44, 0.6].map((l, i) => hsl(hue + 8 * i, 0.45 - i * 0.08, mood === 2 ? l * 0.55 : l));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${Math.round(width * (0.2 + rng() * 0.6))}" cy="${Math.round(height * (0.22 + rng() * 0.12))}" r="${Math.round(height * 0.09)}" fill="${sun}"/>
<path d="${ridge(width, height, height * 0.55, height * 0.22, 3, rng)}" fill="${ridges[2]}"/>
<path d="${ridge(width, height, height * 0.7, height * 0.18, 4, rng)}" fill="${ridges[1]}"/>
<path d="${ridge(width, height, height * 0.86, height * 0.12, 5, rng)}" fill="${ridges[0]}"/>
</svg>`;
  return svgDataUri(svg);
}

/** Soft circles and a wave on a gradient: covers, banners, abstract hero art. */
export function abstractImage(hue: number, rng: () => number, width = 800, height = 500): string {
  const a = hsl(hue, 0.75, 0.62);
  const b = hsl(hue + 40 + rng() * 40, 0.7, 0.7);
  const circles = [0, 1, 2]
    .map((i) => {
      const r = Math.round(height * (0.18 + rng() * 0.25));
      return `<circle cx="${Math.round(width * rng())}" cy="${Math.round(height * rng())}" r="${r}" fill="${hsl(hue + 60 * i, 0.8, 0.85)}" opacity="${(0.35 + rng() * 0.3).toFixed(2)}"/>`;
    })
    .join('');
  const y = Math.round(height * (0.6 + rng() * 0.15));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<path d="M0 ${y} C${width * 0.3} ${y - height * 0.2} ${width * 0.6} ${y + height * 0.2} ${width} ${y - height * 0.05} L${width} ${height} L0 ${height} Z" fill="#ffffff" opacity="0.22"/>
</svg>`;
  return svgDataUri(svg);
}

/** A simple product on a studio background: bottle, mug, box, sphere, jar or bag. */
export function productImage(hue: number, kind: number, width = 600, height = 600): string {
  const bg = hsl(hue, 0.35, 0.93);
  const body = hsl(hue + 12, 0.55, 0.55);
  const dark = hsl(hue + 12, 0.5, 0.36);
  const light = hsl(hue + 12, 0.6, 0.78);
  const cx = width / 2;
  const floor = height * 0.8;
  let object: string;
  switch (kind % 6) {
    case 0:
      object = `<rect x="${cx - 70}" y="${floor - 300}" width="140" height="300" rx="36" fill="${body}"/><rect x="${cx - 28}" y="${floor - 360}" width="56" height="70" rx="10" fill="${dark}"/><rect x="${cx - 70}" y="${floor - 200}" width="140" height="90" fill="${light}"/>`;
      break;
    case 1:
      object = `<rect x="${cx - 110}" y="${floor - 200}" width="190" height="200" rx="30" fill="${body}"/><path d="M${cx + 80} ${floor - 160} h28 a42 42 0 0 1 0 84 h-28" fill="none" stroke="${dark}" stroke-width="22"/><path d="M${cx - 40} ${floor - 250} q20 -25 0 -50 M${cx + 10} ${floor - 250} q20 -25 0 -50" fill="none" stroke="${light}" stroke-width="10" stroke-linecap="round"/>`;
      break;
    case 2:
      object = `<path d="M${cx} ${floor - 290} l150 70 v170 l-150 70 l-150 -70 v-170z" fill="${body}"/><path d="M${cx} ${floor - 150} l150 -70 v170 l-150 70z" fill="${dark}"/><path d="M${cx} ${floor - 290} l150 70 l-150 70 l-150 -70z" fill="${light}"/>`;
      break;
    case 3:
      object = `<defs><radialGradient id="s" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs><circle cx="${cx}" cy="${floor - 150}" r="150" fill="url(#s)"/>`;
      break;
    case 4:
      object = `<rect x="${cx - 100}" y="${floor - 230}" width="200" height="230" rx="40" fill="${body}"/><rect x="${cx - 110}" y="${floor - 270}" width="220" height="54" rx="16" fill="${dark}"/><circle cx="${cx}" cy="${floor - 110}" r="46" fill="${light}"/>`;
      break;
    default:
      object = `<path d="M${cx - 130} ${floor - 250} h260 l20 250 h-300z" fill="${body}"/><path d="M${cx - 60} ${floor - 250} v-40 a60 60 0 0 1 120 0 v40" fill="none" stroke="${dark}" stroke-width="16"/><rect x="${cx - 130}" y="${floor - 250}" width="260" height="36" fill="${light}" opacity="0.6"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${bg}"/><ellipse cx="${cx}" cy="${floor + 8}" rx="170" ry="22" fill="${dark}" opacity="0.18"/>${object}</svg>`;
  return svgDataUri(svg);
}

const SKIN = ['#f1c7a5', '#e0a981', '#c68a62', '#a0694a', '#7a4b34', '#f6d7bf'];
const HAIR = ['#2b1d14', '#4a3020', '#8a5a35', '#d6b370', '#1c1c1c', '#6b6b6b'];

/** A portrait placeholder: head and shoulders on a tinted gradient. */
export function avatarImage(hue: number, index: number, size = 320): string {
  const skin = SKIN[index % SKIN.length];
  const hair = HAIR[(index * 5 + 2) % HAIR.length];
  const shirt = hsl(hue + 150 + index * 40, 0.45, 0.45);
  const c = size / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + index * 30, 0.55, 0.85)}"/><stop offset="1" stop-color="${hsl(hue + index * 30 + 40, 0.5, 0.7)}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
<path d="M${c - size * 0.4} ${size} a${size * 0.4} ${size * 0.3} 0 0 1 ${size * 0.8} 0z" fill="${shirt}"/>
<rect x="${c - size * 0.08}" y="${size * 0.56}" width="${size * 0.16}" height="${size * 0.18}" rx="${size * 0.04}" fill="${skin}"/>
<circle cx="${c}" cy="${size * 0.42}" r="${size * 0.2}" fill="${skin}"/>
<path d="M${c - size * 0.21} ${size * 0.43} a${size * 0.21} ${size * 0.23} 0 0 1 ${size * 0.42} 0 q-${size * 0.12} -${size * 0.1} -${size * 0.3} -${size * 0.07}z" fill="${hair}"/>
</svg>`;
  return svgDataUri(svg);
}

/** An application window with sidebar, cards and charts: the hero picture for software products. */
export function dashboardImage(primary: Rgb, accent: Rgb, dark: boolean, width = 960, height = 600): string {
  const a = toHsl(accent);
  const p = toHsl(primary);
  const win = dark ? hsl(p.h, 0.25, 0.12) : '#ffffff';
  const side = dark ? hsl(p.h, 0.25, 0.16) : hsl(p.h, 0.25, 0.96);
  const line = dark ? hsl(p.h, 0.2, 0.3) : hsl(p.h, 0.2, 0.88);
  const ink = dark ? hsl(p.h, 0.2, 0.7) : hsl(p.h, 0.25, 0.35);
  const acc = toHex(accent);
  const acc2 = hsl(a.h + 35, Math.max(a.s, 0.5), 0.62);
  const bars = [0.45, 0.7, 0.55, 0.85, 0.6, 0.95, 0.75]
    .map(
      (v, i) =>
        `<rect x="${560 + i * 48}" y="${520 - v * 170}" width="28" height="${v * 170}" rx="6" fill="${i === 5 ? acc : acc2}" opacity="${i === 5 ? 1 : 0.55}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" rx="18" fill="${win}"/>
<rect width="${width}" height="44" rx="18" fill="${side}"/><rect y="26" width="${width}" height="18" fill="${side}"/>
<circle cx="28" cy="22" r="6" fill="#f87171"/><circle cx="48" cy="22" r="6" fill="#fbbf24"/><circle cx="68" cy="22" r="6" fill="#34d399"/>
<rect y="44" width="190" height="${height - 44}" fill="${side}"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="28" y="${84 + i * 40}" width="${i === 1 ? 120 : 100 + ((i * 17) % 40)}" height="12" rx="6" fill="${i === 1 ? acc : line}"/>`).join('')}
${[0, 1, 2].map((i) => `<rect x="${222 + i * 244}" y="72" width="220" height="110" rx="14" fill="none" stroke="${line}" stroke-width="2"/><rect x="${244 + i * 244}" y="96" width="80" height="10" rx="5" fill="${line}"/><rect x="${244 + i * 244}" y="124" width="${110 - i * 14}" height="24" rx="6" fill="${ink}"/>`).join('')}
<rect x="222" y="206" width="306" height="330" rx="14" fill="none" stroke="${line}" stroke-width="2"/>
<path d="M246 480 C290 430 320 450 350 400 S420 330 460 350 S500 300 510 270" fill="none" stroke="${acc}" stroke-width="5" stroke-linecap="round"/>
<path d="M246 480 C290 430 320 450 350 400 S420 330 460 350 S500 300 510 270 L510 510 L246 510Z" fill="${acc}" opacity="0.12"/>
<rect x="544" y="206" width="388" height="330" rx="14" fill="none" stroke="${line}" stroke-width="2"/>${bars}
</svg>`;
  return svgDataUri(svg);
}

/** A wordmark for logo clouds: a geometric mark and the name, drawn in currentColor. */
export function logoMark(name: string, kind: number, className: string): string {
  const width = Math.round(48 + name.length * 13);
  const marks = [
    '<circle cx="16" cy="20" r="11"/>',
    '<rect x="5" y="9" width="22" height="22" rx="6"/>',
    '<path d="M16 7 29 31H3z"/>',
    '<path d="M5 20a11 11 0 0 1 22 0h-11z"/><path d="M5 24h22v6H5z"/>',
    '<path d="M16 8l11 6v12l-11 6-11-6V14z"/>',
    '<circle cx="11" cy="20" r="7"/><circle cx="22" cy="20" r="7" opacity="0.6"/>',
  ];
  return `<svg class="${className}" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${escapeHtml(name)}"><g fill="currentColor">${marks[kind % marks.length]}</g><text x="38" y="27" font-size="19" font-weight="700" letter-spacing="-0.3" fill="currentColor" font-family="inherit">${escapeHtml(name)}</text></svg>`;
}
