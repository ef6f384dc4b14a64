import type { Plugin } from 'vite';

/** The app's mark: a slate tile with an 'A'. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230f172a'/%3E%3Cpath d='M9 23 16 8l7 15M12 18h8' stroke='%23fff' stroke-width='2.5' fill='none' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

/**
 * What every document of the client (index.html, share.html, preview.html) carries in its head, written
 * once: the character set first, the viewport, the light colour scheme and the icon.
 */
export function documentHead(): Plugin {
  return {
    name: 'atelier-document-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
        {
          tag: 'meta',
          attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
          injectTo: 'head',
        },
        { tag: 'meta', attrs: { name: 'color-scheme', content: 'light' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', href: ICON }, injectTo: 'head' },
      ],
    },
  };
}
