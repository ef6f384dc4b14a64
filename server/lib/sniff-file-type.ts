import { fileTypeFromBuffer } from 'file-type';

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'other';

export interface SniffedType {
  mime: string;
  kind: FileKind;
}

/** How many leading bytes callers should pass: enough for every signature file-type knows. */
export const SNIFF_BYTES = 4100;

const OCTET_STREAM = 'application/octet-stream';

// Text types kept as declared when the bytes are text without markup: none of them renders
// as a document in a browser.
const PLAIN_TEXT_TYPES = new Set([
  'text/plain',
  'text/css',
  'text/csv',
  'text/markdown',
  'text/javascript',
  'application/javascript',
  'application/json',
]);

const TEXT_TYPE_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  css: 'text/css',
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  liquid: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  xhtml: 'application/xhtml+xml',
};

// The WHATWG MIME sniffing standard's tags that make a browser treat bytes as HTML.
const HTML_START =
  /^<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--)[\s>/]/i;

export function baseMime(mime: string): string {
  const [base = ''] = mime.split(';');
  return base.trim().toLowerCase();
}

/** Types a browser can run script in when shown inline: serve these as attachments or under a sandbox CSP. */
export function isScriptCapable(mime: string): boolean {
  const base = baseMime(mime);
  return (
    base === 'text/html' ||
    base === 'image/svg+xml' ||
    base === 'application/xhtml+xml' ||
    base === 'application/xml' ||
    base === 'text/xml' ||
    base === 'text/xsl' ||
    base.endsWith('+xml')
  );
}

function kindOf(mime: string): FileKind {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'pdf';
  return 'other';
}

// The WHATWG "binary data byte" test: control characters other than tab, newlines, form feed and escape.
function hasBinaryChar(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1a) || (code >= 0x1c && code <= 0x1f)) return true;
  }
  return false;
}

function hasUtf16Bom(bytes: Buffer): boolean {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

function decodeText(bytes: Buffer): string | null {
  let text: string;
  if (hasUtf16Bom(bytes)) {
    const body = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    text = (bytes[0] === 0xfe ? body.swap16() : body).toString('utf16le');
  } else {
    text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  }
  return hasBinaryChar(text) ? null : text;
}

// What may precede the root element of an SVG file: XML prolog, comments, an SVG doctype.
const SVG_PREAMBLE = /^(?:\s+|<\?xml[^>]*>|<!--[\s\S]*?-->|<!doctype\s+svg[^>]*>)*/i;

function markupType(text: string): string | null {
  const start = text.trimStart();
  if (!start.startsWith('<')) return null;
  if (/^<svg[\s>/]/i.test(start.replace(SVG_PREAMBLE, ''))) return 'image/svg+xml';
  if (/^<\?xml[\s?]/i.test(start)) {
    if (/<svg[\s>/]/i.test(start)) return 'image/svg+xml';
    return /<html[\s>][^>]*xmlns\s*=\s*["']http:\/\/www\.w3\.org\/1999\/xhtml/i.test(start)
      ? 'application/xhtml+xml'
      : 'application/xml';
  }
  if (HTML_START.test(start)) return 'text/html';
  return null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function textType(declared: string, fileName: string): string {
  const byExtension = TEXT_TYPE_BY_EXTENSION[extensionOf(fileName)];
  // Claiming a script-capable type for text only makes serving stricter, so that claim is honoured.
  if (isScriptCapable(declared)) return declared;
  if (byExtension && isScriptCapable(byExtension)) return byExtension;
  if (PLAIN_TEXT_TYPES.has(declared)) return declared;
  if (byExtension) return byExtension;
  return 'text/plain';
}

/**
 * The type a file really has, from its first bytes (pass SNIFF_BYTES of them). The declared
 * type and the name only choose between harmless text types; they never decide a binary type
 * and never make a file look safer than its bytes.
 */
export async function sniffFileType(firstBytes: Buffer, declared: string, fileName: string): Promise<SniffedType> {
  const declaredBase = baseMime(declared);
  // A UTF-16 byte-order mark also reads as an MPEG audio frame header; text wins when the rest is text.
  const utf16Text = hasUtf16Bom(firstBytes) ? decodeText(firstBytes) : null;
  if (utf16Text === null) {
    const detected = await fileTypeFromBuffer(firstBytes);
    if (detected && !detected.mime.includes('xml')) {
      return { mime: detected.mime, kind: kindOf(detected.mime) };
    }
  }
  const text = utf16Text ?? decodeText(firstBytes);
  if (text === null) return { mime: OCTET_STREAM, kind: 'other' };
  const markup = markupType(text);
  if (markup === 'application/xml' && declaredBase.endsWith('+xml'))
    return { mime: declaredBase, kind: kindOf(declaredBase) };
  const mime = markup ?? textType(declaredBase, fileName);
  return { mime, kind: kindOf(mime) };
}
