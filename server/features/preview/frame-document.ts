import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_BOX_SHADOW,
  DEFAULT_FONT_FAMILY,
  DEFAULT_PRIMARY_COLOR,
} from '@shared/constants';
import { PREVIEW_THEME } from '@shared/preview-theme';

/**
 * The frame's policy. Snippet code runs here with an opaque origin (the
 * iframe's sandbox has no allow-same-origin); on top of that it may load
 * scripts, styles and fonts only from this server and may not connect
 * anywhere: no fetch, XHR, WebSocket or beacon, to the API or elsewhere.
 * Tailwind's browser build and Alpine.js need inline code and eval.
 */
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  "font-src 'self' data:",
  "connect-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A snippet's static document may be opened on its own, outside the app's
 * sandboxed frame: the sandbox directive gives it an opaque origin there too,
 * with the same allowances as the frame.
 */
export const STATIC_DOCUMENT_CSP = `${FRAME_CSP}; sandbox allow-scripts allow-forms allow-popups allow-modals`;

export interface FrameAssetUrls {
  tailwind: string;
  alpine: string;
  highlight: string;
  highlightCss: string;
  interCss: string;
  bridge: string;
  /** axe-core and the checks script: the bridge loads them only when checks run. */
  axe: string;
  checks: string;
}

/**
 * The empty page the app fills by postMessage. The design system's values
 * are custom properties on <html> (the bridge overrides these defaults);
 * Tailwind's theme maps them to utilities such as bg-primary, text-accent,
 * rounded-brand and shadow-brand, and `dark:` follows the `dark` class.
 */
export function frameDocument(urls: FrameAssetUrls): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Snippet preview</title>
<link rel="stylesheet" href="${urls.interCss}">
<link rel="stylesheet" href="${urls.highlightCss}">
<style>
:root {
  --color-primary: ${DEFAULT_PRIMARY_COLOR};
  --color-accent: ${DEFAULT_ACCENT_COLOR};
  --font-family: "${DEFAULT_FONT_FAMILY}";
  --radius: ${DEFAULT_BORDER_RADIUS};
  --shadow: ${DEFAULT_BOX_SHADOW};
}
html.dark { color-scheme: dark; }
</style>
<style type="text/tailwindcss">
@custom-variant dark (&:where(.dark, .dark *));
${PREVIEW_THEME}
</style>
<script src="${urls.tailwind}"></script>
<script src="${urls.highlight}"></script>
<script defer src="${urls.bridge}" data-alpine="${urls.alpine}" data-axe="${urls.axe}" data-checks="${urls.checks}"></script>
</head>
<body></body>
</html>
`;
}
