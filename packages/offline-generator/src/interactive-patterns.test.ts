import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { generateOfflineSnippet } from './library';
import { renderSection } from './generate';
import { LANGS, type Lang } from './lang';
import { findPattern, PATTERN_DEFINITIONS } from './patterns';
import { type SectionCopy } from './prompt';
import { analysePrompt } from './pipeline/plan';
import { themeFromDesignSystem } from '@atelier/web-kit/theme';
import { ACME, ACME_SQUARE_DARK } from '../test/fixtures/offline-patterns';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const IDS = ['cookie-banner', 'announcement', 'countdown', 'tabs', 'modal', '404', 'login', 'multi-step-form'];

/** One pattern rendered in a language with the copy a prompt would have spelled out. */
function render(id: string, copy: SectionCopy = {}, lang: Lang = 'en', prompt = id, ds = ACME): string {
  const analysis = { ...analysePrompt(prompt, '', PATTERN_DEFINITIONS, ds.name), lang };
  return renderSection(id, themeFromDesignSystem(ds), analysis, copy, `test:${id}`, () => false).html;
}

function parse(html: string): { errors: string[]; elements: Element[] } {
  const errors: string[] = [];
  const root = parseFragment(html, { onParseError: (e) => errors.push(`${e.code} at ${e.startLine}:${e.startCol}`) });
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
    if ('content' in node) walk(node.content as Node);
  };
  walk(root as unknown as Node);
  return { errors, elements };
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function text(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
}

function all(html: string, test: (el: Element) => boolean): Element[] {
  return parse(html).elements.filter(test);
}

function pick(prompt: string): string[] {
  return generateOfflineSnippet({ prompt, name: 'Test', designSystem: ACME }).patterns;
}

describe('the interactive patterns', () => {
  it('are registered with lower-case keywords and nouns', () => {
    for (const id of IDS) {
      const p = findPattern(id);
      expect(p, id).toBeDefined();
      for (const word of [...(p?.keywords ?? []), ...(p?.itemNouns ?? [])]) expect(word).toBe(word.toLowerCase());
    }
    expect(findPattern('cookie-banner')?.place).toBe('bottom');
    expect(findPattern('announcement')?.place).toBe('top');
    expect(findPattern('404')?.place).toBe('flow');
  });

  it('name themselves in every language', () => {
    const words: Record<string, string[]> = {
      'cookie-banner': [
        'cookie banner',
        'cookie-hinweis',
        'bandeau de cookies',
        'aviso de cookies',
        'banner dei cookie',
        'cookiemelding',
      ],
      announcement: ['announcement bar', 'ankündigungsleiste', 'barre d’annonce', 'barra de anuncios', 'annuncio'],
      countdown: [
        'countdown',
        'compte à rebours',
        'cuenta atrás',
        'cuenta regresiva',
        'conto alla rovescia',
        'aftellen',
        'contagem regressiva',
      ],
      tabs: ['tabs', 'reiter', 'registerkarten', 'onglets', 'pestañas', 'schede', 'tabbladen', 'abas'],
      modal: ['modal', 'dialogfenster', 'fenêtre modale', 'ventana modal', 'finestra modale', 'janela modal'],
      '404': ['404', 'seite nicht gefunden', 'page introuvable', 'página no encontrada', 'pagina niet gevonden'],
      login: [
        'login',
        'log in',
        'sign in',
        'sign up page',
        'register',
        'anmeldung',
        'anmelden',
        'connexion',
        'iniciar sesión',
        'accedi',
        'inloggen',
        'entrar',
      ],
      'multi-step-form': ['multi-step form', 'mehrstufiges formular', 'formulaire en plusieurs étapes', 'wizard'],
    };
    for (const [id, expected] of Object.entries(words)) {
      const keywords = findPattern(id)?.keywords ?? [];
      for (const word of expected) expect(keywords, `${id}: ${word}`).toContain(word);
    }
    expect(findPattern('tabs')?.itemNouns).toEqual(expect.arrayContaining(['tab', 'reiter', 'onglet', 'pestaña']));
    expect(findPattern('multi-step-form')?.itemNouns).toEqual(
      expect.arrayContaining(['step', 'schritt', 'étape', 'paso', 'passo', 'stap', 'etapa']),
    );
  });

  it('are picked from prompts, and a countdown with a button stays a countdown', () => {
    expect(pick('a countdown to our launch with a button "Notify me"')).toEqual(['countdown']);
    expect(pick('cookie consent bar for our shop')).toEqual(['cookie-banner']);
    expect(pick('announcement bar "Free shipping over €50"')).toEqual(['announcement']);
    expect(pick('tabs for Coffee, Tea and Pastries')).toEqual(['tabs']);
    expect(pick('a popup dialog')).toEqual(['modal']);
    expect(pick('404 page')).toEqual(['404']);
    expect(pick('sign in form with remember me')).toEqual(['login']);
    expect(pick('inloggen pagina')).toEqual(['login']);
    expect(pick('checkout wizard')).toEqual(['multi-step-form']);
    expect(pick('how it works in 4 steps')).toEqual(['steps']);
    expect(pick('a navbar, a footer and an announcement bar and a cookie notice')).toEqual([
      'announcement',
      'navbar',
      'footer',
      'cookie-banner',
    ]);
    const countdown = generateOfflineSnippet({
      prompt: 'a countdown to our launch with a button "Notify me"',
      name: 'x',
      designSystem: ACME,
    }).code;
    expect(countdown).toMatch(/<button class="[^"]*__btn" type="submit">Notify me<\/button>/);
  });

  describe.each(IDS)('%s', (id) => {
    it.each([...LANGS])('is valid, labelled HTML in %s', (lang) => {
      for (const ds of [ACME, ACME_SQUARE_DARK]) {
        const html = render(id, {}, lang, id, ds);
        const { errors, elements } = parse(html);
        expect(errors, `${id} ${lang}`).toEqual([]);
        const ids = new Set(elements.map((el) => attr(el, 'id')).filter(Boolean));
        for (const el of elements) {
          // Every reference points at an element of the fragment.
          for (const name of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
            const value = attr(el, name);
            if (value !== undefined) for (const ref of value.split(/\s+/)) expect(ids, `${name}=${ref}`).toContain(ref);
          }
          if (['input', 'select', 'textarea'].includes(el.tagName) && attr(el, 'type') !== 'hidden') {
            const id = attr(el, 'id');
            const labelled =
              (id !== undefined && elements.some((l) => l.tagName === 'label' && attr(l, 'for') === id)) ||
              attr(el, 'aria-label') !== undefined;
            expect(labelled, `label for ${id ?? el.tagName}`).toBe(true);
          }
          if (el.tagName === 'button') {
            expect(text(el).trim() || attr(el, 'aria-label'), `name of a button in ${id}`).toBeTruthy();
            expect(attr(el, 'type'), 'button type').toMatch(/^(button|submit)$/);
          }
        }
        // The design system's radius and shadow are the only ones used.
        const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        expect(style).not.toMatch(/border-radius:\s*(999px|50%|9999px)\s*;/);
        for (const [, shadow] of style.matchAll(/box-shadow:\s*([^;]+);/g)) {
          expect(shadow).toMatch(/^(var\(--shadow\)|none|0 0 0 3px var\(--accent-soft\))$/);
        }
        expect(html).not.toMatch(/Math\.random|(?:src|href)="https?:/);
      }
    });

    it('is the same on every render and speaks the prompt language', () => {
      expect(render(id, {}, 'de')).toBe(render(id, {}, 'de'));
      expect(render(id, {}, 'de')).not.toBe(render(id, {}, 'en'));
    });
  });

  it('writes each label natively per language', () => {
    const expected: Record<string, Partial<Record<Lang, string>>> = {
      'cookie-banner': {
        en: 'Accept all',
        de: 'Alle akzeptieren',
        fr: 'Tout accepter',
        es: 'Aceptar todas',
        it: 'Accetta tutti',
        nl: 'Alles accepteren',
        pt: 'Aceitar todos',
      },
      countdown: { en: 'Seconds', de: 'Sekunden', fr: 'Secondes', es: 'Segundos', it: 'Secondi', nl: 'Seconden' },
      modal: { de: 'Schließen', fr: 'Fermer', es: 'Cerrar', it: 'Chiudi', nl: 'Sluiten', pt: 'Fechar' },
      '404': { de: 'Zur Startseite', fr: 'Retour à l’accueil', nl: 'Terug naar de startpagina' },
      login: {
        de: 'Passwort',
        fr: 'Mot de passe',
        es: 'Contraseña',
        it: 'Ricordami',
        nl: 'Wachtwoord',
        pt: 'Palavra-passe',
      },
      'multi-step-form': { de: 'Weiter', fr: 'Suivant', es: 'Siguiente', it: 'Avanti', nl: 'Volgende', pt: 'Seguinte' },
      announcement: { de: 'Hinweis schließen', fr: 'Fermer l’annonce', es: 'Cerrar aviso' },
    };
    for (const [id, byLang] of Object.entries(expected)) {
      for (const [lang, label] of Object.entries(byLang))
        expect(render(id, {}, lang as Lang), `${id} ${lang}`).toContain(label);
    }
  });
});

describe('the interaction contracts in markup', () => {
  it('cookie banner: fixed to the bottom, consent buttons and labelled category switches', () => {
    const html = render('cookie-banner', { heading: 'Cookies & you' });
    expect(html).toContain('Cookies &amp; you');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toMatch(/position: fixed;[\s\S]*bottom: 0;/);
    for (const action of ['accept', 'reject', 'settings', 'save']) {
      expect(all(html, (el) => el.tagName === 'button' && attr(el, 'data-consent') === action)).toHaveLength(1);
    }
    const boxes = all(html, (el) => el.tagName === 'input' && attr(el, 'type') === 'checkbox');
    expect(boxes.map((b) => attr(b, 'name'))).toEqual(['necessary', 'statistics', 'marketing']);
    const [necessary] = boxes;
    expect(necessary?.attrs.map((a) => a.name)).toEqual(expect.arrayContaining(['checked', 'disabled']));
  });

  it('announcement: the prompt text verbatim, a link and a named dismiss button', () => {
    const html = render('announcement', {
      heading: 'Free shipping over €50',
      button: 'Shop now',
      url: 'example.com/sale',
    });
    expect(html).toContain('<span>Free shipping over €50</span>');
    expect(html).toContain('href="https://example.com/sale"');
    expect(html).toMatch(/>Shop now</);
    const [dismiss] = all(html, (el) => el.tagName === 'button');
    expect(attr(dismiss as Element, 'aria-label')).toBe('Dismiss announcement');
    expect(render('announcement', { url: 'javascript:alert(1)' })).not.toContain('javascript:');
  });

  it('countdown: the target date in <time>, the button label, a readable date', () => {
    const html = render('countdown', { date: '2026-12-01', button: 'Notify me' });
    expect(html).toContain('<time datetime="2026-12-01" x-ref="time">1 December 2026</time>');
    expect(html).toMatch(/type="submit">Notify me</);
    expect(render('countdown', { date: '2026-12-01' }, 'de')).toContain('>1. Dezember 2026</time>');
    const fallback = /<time datetime="([^"]+)"/.exec(render('countdown'))?.[1];
    expect(fallback).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(render('countdown')).toContain(`datetime="${fallback}"`);
  });

  it('tabs: one tab per named item, each controlling its panel, the first selected', () => {
    const html = render('tabs', { items: ['Coffee', 'Tea', 'Pastries'] });
    const tabs = all(html, (el) => attr(el, 'role') === 'tab');
    expect(tabs.map((t) => text(t))).toEqual(['Coffee', 'Tea', 'Pastries']);
    expect(tabs.map((t) => attr(t, 'aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = all(html, (el) => attr(el, 'role') === 'tabpanel');
    expect(panels.map((p) => attr(p, 'id'))).toEqual(tabs.map((t) => attr(t, 'aria-controls')));
    expect(all(html, (el) => attr(el, 'role') === 'tablist')).toHaveLength(1);
    // Each panel lists products.
    expect(all(html, (el) => el.tagName === 'li' && (attr(el, 'class') ?? '').endsWith('__product'))).toHaveLength(9);
    expect(all(render('tabs', { count: 5 }), (el) => attr(el, 'role') === 'tab')).toHaveLength(5);
  });

  it('modal: a trigger for a native dialog with a named close button and a form', () => {
    const html = render('modal', { button: 'Join us' });
    const [trigger] = all(html, (el) => attr(el, 'aria-haspopup') === 'dialog');
    expect(text(trigger as Element)).toBe('Join us');
    const [dialog] = all(html, (el) => el.tagName === 'dialog');
    expect(attr(trigger as Element, 'aria-controls')).toBe(attr(dialog as Element, 'id'));
    expect(all(html, (el) => el.tagName === 'button' && attr(el, 'aria-label') === 'Close')).toHaveLength(1);
    expect(all(html, (el) => el.tagName === 'input' && attr(el, 'type') === 'email')).toHaveLength(1);
  });

  it('404: the code, a heading, a link home and a labelled search', () => {
    const html = render('404', { heading: 'Oops' });
    expect(html).toMatch(/4<span>0<\/span>4/);
    expect(html).toMatch(/<h1[^>]*>Oops<\/h1>/);
    expect(all(html, (el) => el.tagName === 'a' && attr(el, 'href') === '/')).toHaveLength(1);
    expect(all(html, (el) => el.tagName === 'input' && attr(el, 'type') === 'search')).toHaveLength(1);
    expect(html).toMatch(/class="page-404-[a-z][a-z0-9]{4}/);
  });

  it('login: labelled e-mail and password, a show-password toggle, remember me and a sign-up switch', () => {
    const html = render('login', { button: 'Log in' });
    const passwords = all(html, (el) => el.tagName === 'input' && attr(el, 'type') === 'password');
    expect(passwords).toHaveLength(2);
    const toggles = all(html, (el) => el.tagName === 'button' && attr(el, 'aria-pressed') === 'false');
    expect(toggles.map((t) => attr(t, 'aria-controls'))).toEqual(passwords.map((p) => attr(p, 'id')));
    expect(all(html, (el) => attr(el, 'name') === 'remember')).toHaveLength(1);
    expect(all(html, (el) => attr(el, 'role') === 'tab').map((t) => text(t))).toEqual(['Sign in', 'Create account']);
    expect(html).toMatch(/type="submit">Log in</);
  });

  it('multi-step form: the named steps in order, the first current, next/back and a thank-you status', () => {
    const html = render('multi-step-form', { items: ['Address', 'Shipping', 'Payment'] });
    const steps = all(html, (el) => el.tagName === 'li' && attr(el, 'x-bind:aria-current') !== undefined);
    expect(steps.map((s) => text(s).trim().replace(/\s+/g, ' '))).toEqual(['1. Address', '2. Shipping', '3. Payment']);
    expect(steps.map((s) => attr(s, 'aria-current'))).toEqual(['step', undefined, undefined]);
    expect(all(html, (el) => attr(el, 'data-step') === 'next' && attr(el, 'type') === 'button')).toHaveLength(1);
    expect(all(html, (el) => attr(el, 'data-step') === 'back')).toHaveLength(1);
    expect(all(html, (el) => attr(el, 'role') === 'status')).toHaveLength(1);
    // Fields follow what each step asks for.
    expect(html).toContain('autocomplete="postal-code"');
    expect(html).toContain('type="radio"');
    expect(html).toContain('autocomplete="cc-number"');
    const german = render('multi-step-form', { items: ['Adresse', 'Versand', 'Zahlung'] }, 'de');
    expect(german).toContain('Postleitzahl');
    expect(german).toContain('Kartennummer');
    expect(all(render('multi-step-form', { count: 4 }), (el) => el.tagName === 'fieldset')).toHaveLength(4);
  });
});
