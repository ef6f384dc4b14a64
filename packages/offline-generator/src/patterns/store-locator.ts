import { icon } from '../art';
import { wrapAt } from '../hash';
import { escapeAttribute } from '@atelier/web-kit/html';
import type { Localized } from '../lang';
import { ROUND, fragment, itemCount, local, t } from './kit';
import type { PatternContext, PatternDefinition } from './types';

interface Labels {
  eyebrow: string;
  title: string;
  lead: string;
  search: string;
  placeholder: string;
  addressLabel: string;
  hours: string;
  phone: string;
  directions: string;
  /** "4 stores" / "1 store": the number comes first. */
  one: string;
  many: string;
  emptyBefore: string;
  emptyAfter: string;
  map: string;
  /** Cities with postcodes, for stores the prompt does not name. */
  cities: Array<[string, string]>;
  streets: string[];
  address: (street: string, no: number, postcode: string, city: string) => string;
  hoursText: string[];
  /** A fictional number from four digits. */
  dial: (digits: string) => string;
}

export const TEXT = {
  en: {
    eyebrow: 'Store locator',
    title: 'Find a store near you',
    lead: 'Visit us in person: try everything on, get honest advice and pick up your online orders.',
    search: 'Search by city or address',
    placeholder: 'e.g. London',
    addressLabel: 'Address',
    hours: 'Opening hours',
    phone: 'Phone',
    directions: 'Directions',
    one: 'store',
    many: 'stores',
    emptyBefore: 'No store matches “',
    emptyAfter: '”. Try another city or street.',
    map: 'Map of our stores (illustration)',
    cities: [
      ['London', 'E2 7DP'],
      ['Manchester', 'M1 1JQ'],
      ['Bristol', 'BS1 5NF'],
      ['Edinburgh', 'EH1 1BS'],
      ['Leeds', 'LS1 6HB'],
      ['Brighton', 'BN1 1UF'],
      ['Glasgow', 'G1 1QX'],
      ['Oxford', 'OX1 3BT'],
    ],
    streets: ['High Street', 'Market Street', 'Park Row', 'Church Lane', 'Station Road', 'King Street'],
    address: (street, no, postcode, city) => `${no} ${street}, ${city}${postcode ? ` ${postcode}` : ''}`,
    hoursText: ['Mon–Sat 10am–7pm · Sun 11am–5pm', 'Mon–Fri 9am–6pm · Sat 10am–6pm'],
    dial: (d) => `+44 20 7946 0${d.slice(1)}`,
  },
  de: {
    eyebrow: 'Filialfinder',
    title: 'Finden Sie eine Filiale in Ihrer Nähe',
    lead: 'Besuchen Sie uns vor Ort: alles anprobieren, ehrlich beraten lassen und Online-Bestellungen abholen.',
    search: 'Nach Stadt oder Adresse suchen',
    placeholder: 'z. B. Berlin',
    addressLabel: 'Adresse',
    hours: 'Öffnungszeiten',
    phone: 'Telefon',
    directions: 'Route planen',
    one: 'Filiale',
    many: 'Filialen',
    emptyBefore: 'Keine Filiale passt zu „',
    emptyAfter: '“. Versuchen Sie eine andere Stadt oder Straße.',
    map: 'Karte unserer Filialen (Illustration)',
    cities: [
      ['Berlin', '10435'],
      ['Hamburg', '20099'],
      ['München', '80469'],
      ['Köln', '50672'],
      ['Frankfurt am Main', '60311'],
      ['Leipzig', '04109'],
      ['Stuttgart', '70173'],
      ['Düsseldorf', '40213'],
    ],
    streets: ['Hauptstraße', 'Marktplatz', 'Lindenallee', 'Bahnhofstraße', 'Schillerstraße', 'Am Hafen'],
    address: (street, no, postcode, city) => `${street} ${no}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Mo–Sa 10–19 Uhr', 'Mo–Fr 9–18 Uhr · Sa 10–16 Uhr'],
    dial: (d) => `+49 30 5557 ${d}`,
  },
  fr: {
    eyebrow: 'Nos magasins',
    title: 'Trouver un magasin près de chez vous',
    lead: 'Venez nous voir : essayez tout, profitez de conseils sincères et retirez vos commandes en ligne.',
    search: 'Rechercher par ville ou adresse',
    placeholder: 'ex. Paris',
    addressLabel: 'Adresse',
    hours: 'Horaires d’ouverture',
    phone: 'Téléphone',
    directions: 'Itinéraire',
    one: 'magasin',
    many: 'magasins',
    emptyBefore: 'Aucun magasin ne correspond à « ',
    emptyAfter: ' ». Essayez une autre ville ou une autre rue.',
    map: 'Carte de nos magasins (illustration)',
    cities: [
      ['Paris', '75003'],
      ['Lyon', '69002'],
      ['Bordeaux', '33000'],
      ['Lille', '59800'],
      ['Nantes', '44000'],
      ['Marseille', '13001'],
      ['Toulouse', '31000'],
      ['Strasbourg', '67000'],
    ],
    streets: [
      'rue de la République',
      'rue du Marché',
      'place de la Gare',
      'rue Victor-Hugo',
      'quai des Arts',
      'rue des Lilas',
    ],
    address: (street, no, postcode, city) => `${no} ${street}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Lun–sam 10h–19h', 'Mar–sam 10h–19h · dim 10h–13h'],
    dial: (d) => `+33 1 55 50 ${d.slice(0, 2)} ${d.slice(2)}`,
  },
  es: {
    eyebrow: 'Nuestras tiendas',
    title: 'Encuentra una tienda cerca de ti',
    lead: 'Ven a vernos: pruébalo todo, recibe un consejo sincero y recoge tus pedidos online.',
    search: 'Buscar por ciudad o dirección',
    placeholder: 'p. ej. Madrid',
    addressLabel: 'Dirección',
    hours: 'Horario',
    phone: 'Teléfono',
    directions: 'Cómo llegar',
    one: 'tienda',
    many: 'tiendas',
    emptyBefore: 'Ninguna tienda coincide con «',
    emptyAfter: '». Prueba con otra ciudad o calle.',
    map: 'Mapa de nuestras tiendas (ilustración)',
    cities: [
      ['Madrid', '28004'],
      ['Barcelona', '08003'],
      ['Valencia', '46006'],
      ['Sevilla', '41003'],
      ['Bilbao', '48005'],
      ['Málaga', '29008'],
      ['Zaragoza', '50001'],
      ['Granada', '18009'],
    ],
    streets: [
      'Calle Mayor',
      'Calle del Mercado',
      'Avenida de la Estación',
      'Plaza Nueva',
      'Calle del Sol',
      'Calle Real',
    ],
    address: (street, no, postcode, city) => `${street} ${no}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Lun–sáb 10:00–20:00', 'Lun–vie 10:00–14:00 y 17:00–20:30 · sáb 10:00–14:00'],
    dial: (d) => `+34 910 55 ${d.slice(0, 2)} ${d.slice(2)}`,
  },
  it: {
    eyebrow: 'I nostri negozi',
    title: 'Trova un negozio vicino a te',
    lead: 'Vieni a trovarci: prova tutto, ricevi consigli sinceri e ritira i tuoi ordini online.',
    search: 'Cerca per città o indirizzo',
    placeholder: 'es. Milano',
    addressLabel: 'Indirizzo',
    hours: 'Orari di apertura',
    phone: 'Telefono',
    directions: 'Indicazioni',
    one: 'negozio',
    many: 'negozi',
    emptyBefore: 'Nessun negozio corrisponde a «',
    emptyAfter: '». Prova con un’altra città o via.',
    map: 'Mappa dei nostri negozi (illustrazione)',
    cities: [
      ['Milano', '20121'],
      ['Roma', '00186'],
      ['Torino', '10124'],
      ['Bologna', '40125'],
      ['Firenze', '50122'],
      ['Napoli', '80134'],
      ['Verona', '37121'],
      ['Genova', '16123'],
    ],
    streets: ['Via Roma', 'Corso Garibaldi', 'Via del Mercato', 'Piazza della Stazione', 'Via Dante', 'Via Garibaldi'],
    address: (street, no, postcode, city) => `${street} ${no}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Lun–sab 10:00–19:30', 'Mar–sab 9:30–13:00 e 15:30–19:30'],
    dial: (d) => `+39 02 5550 ${d}`,
  },
  nl: {
    eyebrow: 'Winkelzoeker',
    title: 'Vind een winkel bij jou in de buurt',
    lead: 'Kom langs: pas alles aan, krijg eerlijk advies en haal je online bestellingen op.',
    search: 'Zoek op stad of adres',
    placeholder: 'bijv. Amsterdam',
    addressLabel: 'Adres',
    hours: 'Openingstijden',
    phone: 'Telefoon',
    directions: 'Routebeschrijving',
    one: 'winkel',
    many: 'winkels',
    emptyBefore: 'Geen winkel gevonden voor ‘',
    emptyAfter: '’. Probeer een andere stad of straat.',
    map: 'Kaart van onze winkels (illustratie)',
    cities: [
      ['Amsterdam', '1013 EW'],
      ['Rotterdam', '3012 BP'],
      ['Utrecht', '3511 AZ'],
      ['Den Haag', '2514 GK'],
      ['Eindhoven', '5611 EM'],
      ['Groningen', '9711 LV'],
      ['Haarlem', '2011 HP'],
      ['Maastricht', '6211 GN'],
    ],
    streets: ['Hoofdstraat', 'Marktplein', 'Stationsweg', 'Kerkstraat', 'Lange Nieuwstraat', 'Molenstraat'],
    address: (street, no, postcode, city) => `${street} ${no}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Ma–za 10.00–18.00 · zo 12.00–17.00', 'Di–za 9.30–17.30 · do tot 21.00'],
    dial: (d) => `+31 20 555 ${d}`,
  },
  pt: {
    eyebrow: 'As nossas lojas',
    title: 'Encontre uma loja perto de si',
    lead: 'Visite-nos: experimente tudo, receba conselhos honestos e levante as suas encomendas online.',
    search: 'Pesquisar por cidade ou morada',
    placeholder: 'ex. Lisboa',
    addressLabel: 'Morada',
    hours: 'Horário',
    phone: 'Telefone',
    directions: 'Como chegar',
    one: 'loja',
    many: 'lojas',
    emptyBefore: 'Nenhuma loja corresponde a «',
    emptyAfter: '». Experimente outra cidade ou rua.',
    map: 'Mapa das nossas lojas (ilustração)',
    cities: [
      ['Lisboa', '1200-385'],
      ['Porto', '4050-265'],
      ['Coimbra', '3000-180'],
      ['Braga', '4700-329'],
      ['Faro', '8000-138'],
      ['Aveiro', '3800-200'],
      ['Évora', '7000-505'],
      ['Funchal', '9000-060'],
    ],
    streets: [
      'Rua Augusta',
      'Rua das Flores',
      'Avenida da Liberdade',
      'Rua do Comércio',
      'Largo da Estação',
      'Rua Direita',
    ],
    address: (street, no, postcode, city) => `${street} ${no}, ${postcode ? `${postcode} ` : ''}${city}`,
    hoursText: ['Seg–sáb 10h–20h', 'Seg–sex 9h30–19h · sáb 10h–14h'],
    dial: (d) => `+351 21 555 ${d}`,
  },
} satisfies Localized<Labels>;

/** What the search compares with: lower case and without accents, so "munchen" finds München. */
export function searchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A single-quoted JavaScript string literal (escape it again for the attribute it sits in). */
function jsString(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

const SEARCH_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/></svg>';

interface Store {
  name: string;
  address: string;
  hours: string;
  phone: string;
  x: number;
  y: number;
}

function stores(ctx: PatternContext, L: Labels): Store[] {
  const named = ctx.copy.items?.filter((s) => s.trim()) ?? [];
  const n = named.length > 0 ? Math.min(named.length, 8) : itemCount(ctx, 4, 8);
  const cols = n <= 2 ? n : n <= 4 ? 2 : n <= 6 ? 3 : 4;
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const given = named[i];
    const [city, postcode] = given !== undefined ? [given.trim(), ''] : wrapAt(L.cities, i);
    const street = wrapAt(L.streets, Math.floor(ctx.rng() * L.streets.length));
    const no = 2 + Math.floor(ctx.rng() * 88);
    const digits = String(10000 + Math.floor(ctx.rng() * 10000)).slice(1);
    const phone = i === 0 && ctx.copy.phone !== undefined ? ctx.copy.phone : L.dial(digits);
    // Pins sit in a jittered grid so they never overlap on the map.
    const col = i % cols;
    const row = Math.floor(i / cols);
    const x = Math.round(((col + 0.25 + ctx.rng() * 0.5) / cols) * 360 + 20);
    const y = Math.round(((row + 0.25 + ctx.rng() * 0.5) / rows) * 260 + 25);
    return {
      name: given !== undefined || ctx.brand === '' ? city : `${ctx.brand} ${city}`,
      address: L.address(street, no, postcode, city),
      hours: wrapAt(L.hoursText, i),
      phone,
      x,
      y,
    };
  });
}

function mapArt(list: Store[], label: string): string {
  const pins = list
    .map(
      (s, i) => `<g class="~pin" transform="translate(${s.x} ${s.y})" x-show="hit(${i})">
        <path d="M0 0c-7-9-13-14-13-21a13 13 0 0 1 26 0c0 7-6 12-13 21z"/>
        <text y="-17" text-anchor="middle">${i + 1}</text>
      </g>`,
    )
    .join('\n      ');
  return `<svg class="~art" viewBox="0 0 400 300" role="img" aria-label="${label}" preserveAspectRatio="xMidYMid slice">
      <rect class="~land" width="400" height="300"/>
      <path class="~park" d="M250 20h90v60h-90zM40 200h70v70H40z"/>
      <path class="~water" d="M-10 120c60-30 110 20 170 0s90-60 150-40 80 30 110 20v40c-40 10-70-10-110-10s-80 50-150 50S30 150-10 170z"/>
      <path class="~road" d="M0 60h400M0 230h400M70 0v300M190 0v300M310 0v300M0 300 400 0"/>
      <path class="~street" d="M0 30h400M0 95h400M0 200h400M0 265h400M30 0v300M130 0v300M250 0v300M360 0v300"/>
      ${pins}
    </svg>`;
}

const CSS = `
  .P__layout { display: grid; gap: 1.25rem; }
  .P__search label { display: block; margin-bottom: 0.5rem; color: var(--heading); font-weight: 650; }
  .P__field { position: relative; }
  .P__field svg { position: absolute; top: 50%; left: 0.875rem; width: 1.25rem; height: 1.25rem; transform: translateY(-50%); color: var(--muted); pointer-events: none; }
  .P__field input {
    width: 100%;
    min-height: 3rem;
    padding: 0.75rem 1rem 0.75rem 2.75rem;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--bg);
    color: var(--text);
    font: inherit;
  }
  .P__field input::placeholder { color: var(--muted); opacity: 1; }
  .P__field input:focus-visible { outline: 2px solid var(--ring); outline-offset: 1px; border-color: var(--ring); }
  .P__count { margin-top: 0.75rem; color: var(--muted); font-size: 0.875rem; }
  .P__list { display: grid; gap: 0.75rem; }
  .P__store {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 1rem;
    padding: 1.25rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    background: var(--bg);
    transition: border-color 0.2s ease, box-shadow 0.2s ease;
  }
  .P__store:hover { border-color: var(--accent); box-shadow: var(--shadow); }
  .P__no {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${ROUND};
    background: var(--button-bg);
    color: var(--button-text);
    font-size: 0.875rem;
    font-weight: 700;
  }
  .P__name { color: var(--heading); font-size: 1.0625rem; font-weight: 700; line-height: 2rem; }
  .P__details { display: grid; gap: 0.375rem; margin-top: 0.375rem; color: var(--text); font-size: 0.9375rem; }
  .P__details address { font-style: normal; }
  .P__details dt { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; }
  .P__details div { display: flex; gap: 0.5rem; align-items: flex-start; }
  .P__details svg { flex: none; width: 1rem; height: 1rem; margin-top: 0.3rem; color: var(--accent-text); }
  .P__details a { color: inherit; }
  .P__go {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    margin-top: 0.75rem;
    color: var(--accent-text);
    font-size: 0.9375rem;
    font-weight: 650;
    text-decoration: none;
  }
  .P__go:hover { text-decoration: underline; text-underline-offset: 0.2em; }
  .P__go svg { width: 1rem; height: 1rem; }
  .P__body { grid-column: 2; }
  .P__no-match {
    margin-top: 1rem;
    padding: 1.5rem;
    border: 1px dashed var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.25rem);
    color: var(--text);
    text-align: center;
  }
  .P__map {
    position: relative;
    overflow: hidden;
    height: 13rem;
    border: 1px solid var(--border);
    border-radius: min(calc(var(--radius) * 1.5), 1.5rem);
    background: var(--surface);
  }
  .P__art { width: 100%; height: 100%; }
  .P__land { fill: var(--surface); }
  .P__park { fill: var(--accent-soft); }
  .P__water { fill: var(--accent); opacity: 0.18; }
  .P__road { fill: none; stroke: var(--bg); stroke-width: 9; }
  .P__street { fill: none; stroke: var(--border); stroke-width: 3; }
  .P__pin path { fill: var(--button-bg); stroke: var(--bg); stroke-width: 2; }
  .P__pin text { fill: var(--button-text); font: 700 12px var(--font); }
  @media (min-width: 900px) {
    .P__layout { grid-template-columns: minmax(0, 26rem) minmax(0, 1fr); grid-template-rows: auto 1fr; gap: 1.25rem 2.5rem; align-items: start; }
    .P__search { grid-column: 1; grid-row: 1; }
    .P__results { grid-column: 1; grid-row: 2; }
    .P__map { position: sticky; top: 1.5rem; grid-column: 2; grid-row: 1 / span 2; height: auto; aspect-ratio: 4 / 3.4; }
  }`;

function render(ctx: PatternContext): string {
  const L: Labels = local(ctx, TEXT);
  const list = stores(ctx, L);
  const items = list
    .map(
      (s, i) => `<li class="~store" x-show="hit(${i})">
        <span class="~no" aria-hidden="true">${i + 1}</span>
        <div class="~body">
          <h3 class="~name">${t(ctx, s.name)}</h3>
          <dl class="~details">
            <div>${icon('pin', '')}<dt>${t(ctx, L.addressLabel)}</dt><dd><address>${t(ctx, s.address)}</address></dd></div>
            <div>${icon('clock', '')}<dt>${t(ctx, L.hours)}</dt><dd>${t(ctx, s.hours)}</dd></div>
            <div>${icon('phone', '')}<dt>${t(ctx, L.phone)}</dt><dd><a href="tel:${t(ctx, s.phone.replace(/[^\d+]/g, ''))}">${t(ctx, s.phone)}</a></dd></div>
          </dl>
          <a class="~go" href="#">${t(ctx, L.directions)}<span class="~sr">: ${t(ctx, s.name)}</span>${icon('arrow', '')}</a>
        </div>
      </li>`,
    )
    .join('\n      ');
  const n = list.length;
  const title = ctx.copy.heading !== undefined ? t(ctx, ctx.copy.heading) : t(ctx, L.title);
  const intro = ctx.copy.subheading !== undefined ? t(ctx, ctx.copy.subheading) : t(ctx, L.lead);
  const body = `
<div class="~inner">
  <header class="~header ~header--center">
    <p class="~eyebrow">${t(ctx, ctx.copy.eyebrow ?? L.eyebrow)}</p>
    <h2 class="~title" id="~title">${title}</h2>
    <p class="~lead">${intro}</p>
  </header>
  <div class="~layout">
    <div class="~search" role="search">
      <label for="~q">${t(ctx, L.search)}</label>
      <div class="~field">
        ${SEARCH_ICON}
        <input id="~q" type="search" autocomplete="off" placeholder="${t(ctx, L.placeholder)}" x-model="q">
      </div>
      <p class="~count" role="status"><span x-text="found">${n}</span> <span x-show="found === 1"${n === 1 ? '' : ' style="display: none"'}>${t(ctx, L.one)}</span><span x-show="found !== 1"${n === 1 ? ' style="display: none"' : ''}>${t(ctx, L.many)}</span></p>
    </div>
    <div class="~map">
    ${mapArt(list, t(ctx, L.map))}
    </div>
    <div class="~results">
      <ul class="~list">
      ${items}
      </ul>
      <p class="~no-match" x-show="found === 0" style="display: none">${t(ctx, L.emptyBefore)}<strong x-text="q.trim()"></strong>${t(ctx, L.emptyAfter)}</p>
    </div>
  </div>
</div>`;
  const texts = list.map((s) => jsString(searchText(`${s.name} ${s.address}`))).join(', ');
  const data = `{ q: '', stores: [${texts}], get needle() { return this.q.trim().toLowerCase().normalize('NFD').replace(/[\\u0300-\\u036f]/g, '') }, hit(i) { return !this.needle || (this.stores[i] || '').includes(this.needle) }, get found() { return this.stores.filter((s, i) => this.hit(i)).length } }`;
  return fragment(ctx, 'store-locator', { css: CSS, body, attrs: `x-data="${escapeAttribute(data)}"` });
}

export const storeLocator: PatternDefinition = {
  id: 'store-locator',
  title: 'Store locator',
  keywords: [
    'store locator',
    'store finder',
    'shop finder',
    'find a store',
    'find a shop',
    'our stores',
    'our shops',
    'store list',
    'locations',
    'our locations',
    'filialfinder',
    'filialsuche',
    'filialen',
    'unsere filialen',
    'standorte',
    'ladenfinder',
    'trouver un magasin',
    'nos magasins',
    'localisateur de magasins',
    'localizador de tiendas',
    'nuestras tiendas',
    'buscador de tiendas',
    'trova negozio',
    'trova un negozio',
    'i nostri negozi',
    'punti vendita',
    'winkelzoeker',
    'onze winkels',
    'winkels',
    'localizador de lojas',
    'as nossas lojas',
    'nossas lojas',
    'encontrar loja',
  ],
  itemNouns: ['store', 'shop', 'location', 'branch', 'filiale', 'magasin', 'tienda', 'negozio', 'winkel', 'loja'],
  place: 'flow',
  rank: 0,
  items: { default: 4, max: 8 },
  render,
};
