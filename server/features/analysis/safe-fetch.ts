import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { HttpError } from '../../lib/errors';
import { isForbiddenAddress, isForbiddenHostname } from './analysis-address';
import { extractPageStyles } from './analysis-html';

/** The address is not one the server may fetch (private network, other scheme, malformed). */
export class UnsafeUrlError extends HttpError {
  constructor(message = 'This address points to a private or local network and cannot be analysed.') {
    super(400, 'unsafe_url', message);
    this.name = 'UnsafeUrlError';
  }
}

/** The site could not be read: unreachable, too slow, too large, or not a web page. */
export class FetchFailedError extends HttpError {
  constructor(message: string) {
    super(422, 'fetch_failed', message);
    this.name = 'FetchFailedError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** lets the fetch reach loopback and private addresses (local development and tests only) */
  allowPrivateNetwork: boolean;
  /** budget for the page, its redirects and its stylesheets together */
  timeoutMs?: number;
  /** per response, counted on the decoded body */
  maxBytes?: number;
  maxRedirects?: number;
  maxStylesheets?: number;
  stylesheetConcurrency?: number;
  /** DNS for a host name; every address it returns is checked */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Where the socket connects for an address that passed the checks. Production leaves it out;
   * tests route a public-looking address to a server on 127.0.0.1.
   */
  dial?: (checked: ResolvedAddress & { port: number }) => ResolvedAddress & { port: number };
}

export interface WebsiteStyles {
  html: string;
  /** every stylesheet in document order, then the brand elements' style attributes */
  css: string;
  /** the same CSS split by source, so one unreadable stylesheet does not spoil the rest */
  sheets: string[];
  finalUrl: string;
}

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 5;
export const MAX_STYLESHEETS = 20;
/** CSS handed to the analyser in total; beyond it further stylesheets are left out */
export const MAX_TOTAL_CSS_BYTES = 8 * 1024 * 1024;
const USER_AGENT = 'Mozilla/5.0 (compatible; AtelierDesignAnalyzer/1.0)';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface FetchContext {
  opts: SafeFetchOptions;
  signal: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
}

interface FetchedResource {
  status: number;
  contentType: string;
  body: Buffer;
  finalUrl: string;
}

/** Fetches a page and the CSS it uses (inline, linked, brand elements' style attributes). */
export async function fetchWebsiteCss(url: string, opts: SafeFetchOptions): Promise<WebsiteStyles> {
  const timeoutMs = opts.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const ctx: FetchContext = { opts, signal: controller.signal, timeoutMs, maxBytes: opts.maxBytes ?? FETCH_MAX_BYTES };
  try {
    const page = await fetchResource(
      normalizeInputUrl(url),
      'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      ctx,
      'page',
    );
    if (page.status >= 400) throw new FetchFailedError(`The website answered with an error (HTTP ${page.status}).`);
    if (!looksLikeHtml(page)) {
      throw new FetchFailedError(
        `The address did not return a web page (it sent ${page.contentType || 'an unknown type'}).`,
      );
    }
    const html = decode(page.body, page.contentType, sniffHtmlCharset(page.body));
    const { sources, attributeRules } = extractPageStyles(html, page.finalUrl);
    const links = sources.filter((s) => s.kind === 'link').slice(0, opts.maxStylesheets ?? MAX_STYLESHEETS);
    const fetched = new Map<string, string | null>();
    await forEachLimited(links, opts.stylesheetConcurrency ?? 4, async (link) => {
      if (link.kind !== 'link' || fetched.has(link.url)) return;
      fetched.set(link.url, null);
      fetched.set(link.url, await fetchStylesheet(link.url, ctx));
    });
    const sheets: string[] = [];
    let total = 0;
    const add = (css: string | null | undefined) => {
      if (!css || !css.trim()) return;
      const size = Buffer.byteLength(css, 'utf8');
      if (total + size > MAX_TOTAL_CSS_BYTES) return;
      total += size;
      sheets.push(css);
    };
    for (const source of sources) add(source.kind === 'inline' ? source.css : fetched.get(source.url));
    add(attributeRules.join('\n'));
    return { html, css: sheets.join('\n'), sheets, finalUrl: page.finalUrl };
  } finally {
    clearTimeout(timer);
  }
}

/** A stylesheet that cannot be read is left out: the page's other styles still tell the design. */
async function fetchStylesheet(url: string, ctx: FetchContext): Promise<string | null> {
  try {
    const res = await fetchResource(url, 'text/css,*/*;q=0.1', ctx, 'stylesheet');
    if (res.status >= 400 || /html/i.test(res.contentType)) return null;
    return decode(res.body, res.contentType, sniffCssCharset(res.body));
  } catch (err) {
    if (err instanceof UnsafeUrlError || err instanceof FetchFailedError) return null;
    throw err;
  }
}

/** Accepts what people type: a bare host gets https://. */
function normalizeInputUrl(input: string): string {
  const trimmed = input.trim();
  // 'example.com:8080/x' and 'localhost:9' are hosts with ports, not schemes: a scheme is followed by '//' or is one of the non-web ones.
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || /^(?:javascript|data|file|mailto|about|blob):/i.test(trimmed)
    ? trimmed
    : `https://${trimmed}`;
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeUrlError('Please enter a valid website address (http or https).');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError('Only http and https addresses can be analysed.');
  }
  return url;
}

async function fetchResource(
  startUrl: string,
  accept: string,
  ctx: FetchContext,
  what: 'page' | 'stylesheet',
): Promise<FetchedResource> {
  const maxRedirects = ctx.opts.maxRedirects ?? FETCH_MAX_REDIRECTS;
  let url = parseHttpUrl(startUrl);
  for (let hop = 0; ; hop++) {
    const target = await checkedTarget(url, ctx);
    const res = await request(url, target, accept, ctx);
    const location = res.headers.location;
    if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
      res.destroy();
      if (hop >= maxRedirects) throw new FetchFailedError(`The website redirected more than ${maxRedirects} times.`);
      let next: string;
      try {
        next = new URL(location, url).href;
      } catch {
        throw new FetchFailedError('The website redirected to an invalid address.');
      }
      url = parseHttpUrl(next);
      continue;
    }
    const body = await readBody(res, ctx, what);
    return {
      status: res.statusCode ?? 0,
      contentType: String(res.headers['content-type'] ?? ''),
      body,
      finalUrl: url.href,
    };
  }
}

/** Resolves the host, refuses it if any of its addresses is not public, and says where to connect. */
async function checkedTarget(url: URL, ctx: FetchContext): Promise<ResolvedAddress & { port: number }> {
  const { opts } = ctx;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    if (!opts.allowPrivateNetwork && isForbiddenHostname(host)) throw new UnsafeUrlError();
    try {
      addresses = await withAbort((opts.resolve ?? systemResolve)(host.replace(/\.$/, '')), ctx);
    } catch (err) {
      if (err instanceof FetchFailedError) throw err;
      throw new FetchFailedError(`The website ${host} could not be found.`);
    }
  }
  const [first] = addresses;
  if (!first) throw new FetchFailedError(`The website ${host} could not be found.`);
  if (!opts.allowPrivateNetwork && addresses.some((a) => isForbiddenAddress(a.address))) throw new UnsafeUrlError();
  const checked = { ...first, port };
  return opts.dial ? opts.dial(checked) : checked;
}

async function systemResolve(host: string): Promise<ResolvedAddress[]> {
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function withAbort<T>(promise: Promise<T>, ctx: FetchContext): Promise<T> {
  if (ctx.signal.aborted) return Promise.reject(timeoutError(ctx));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError(ctx));
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        ctx.signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        ctx.signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function timeoutError(ctx: FetchContext) {
  return new FetchFailedError(`The website did not answer within ${Math.round(ctx.timeoutMs / 100) / 10} seconds.`);
}

/**
 * The connection goes to the address that was checked, never to a second DNS
 * answer: the agent's lookup is pinned, so a rebinding DNS server cannot swap it.
 */
function pinnedLookup(address: string, family: 4 | 6) {
  return (
    _host: string,
    options: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(
  url: URL,
  target: ResolvedAddress & { port: number },
  accept: string,
  ctx: FetchContext,
): Promise<IncomingMessage> {
  if (ctx.signal.aborted) return Promise.reject(timeoutError(ctx));
  const secure = url.protocol === 'https:';
  const transport = secure ? https : http;
  const agent = new transport.Agent({ keepAlive: false, lookup: pinnedLookup(target.address, target.family) });
  const hostLiteral = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  return new Promise((resolve, reject) => {
    const req = transport.request({
      method: 'GET',
      hostname: hostLiteral ? target.address : url.hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      agent,
      ...(secure && !hostLiteral ? { servername: url.hostname } : {}),
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
      },
    });
    const onAbort = () => req.destroy(timeoutError(ctx));
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    req.once('close', () => {
      ctx.signal.removeEventListener('abort', onAbort);
      agent.destroy();
    });
    req.once('response', resolve);
    req.once('error', (err) => reject(err instanceof FetchFailedError ? err : connectionError(err, url)));
    req.end();
  });
}

function connectionError(err: NodeJS.ErrnoException, url: URL): FetchFailedError {
  const code = err.code ?? '';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return new FetchFailedError(`The website ${url.hostname} could not be reached.`);
  }
  if (/CERT|SSL|TLS/i.test(code) || /certificate|ssl|tls/i.test(err.message)) {
    return new FetchFailedError(`A secure connection to ${url.hostname} could not be made.`);
  }
  return new FetchFailedError(`The website ${url.hostname} could not be read.`);
}

/** Reads the body, decompressing it, and stops as soon as it passes the size cap. */
function readBody(res: IncomingMessage, ctx: FetchContext, what: 'page' | 'stylesheet'): Promise<Buffer> {
  const tooLarge = () =>
    new FetchFailedError(
      `The ${what === 'page' ? 'page' : 'stylesheet'} is larger than ${Math.round(ctx.maxBytes / 1024 / 102.4) / 10} MB.`,
    );
  const declared = Number(res.headers['content-length']);
  const encoding = String(res.headers['content-encoding'] ?? '')
    .toLowerCase()
    .trim();
  if (Number.isFinite(declared) && declared > ctx.maxBytes && (encoding === '' || encoding === 'identity')) {
    res.destroy();
    return Promise.reject(tooLarge());
  }
  let stream: Readable = res;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (decoder) stream = pipeline(res, decoder, () => undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      res.destroy();
      stream.destroy();
      reject(err);
    };
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > ctx.maxBytes) fail(tooLarge());
      else chunks.push(chunk);
    });
    stream.once('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    stream.once('error', (err: Error) =>
      fail(
        err instanceof FetchFailedError
          ? err
          : ctx.signal.aborted
            ? timeoutError(ctx)
            : new FetchFailedError('The website sent a broken response.'),
      ),
    );
    const closedEarly = (err?: Error) =>
      fail(
        err instanceof FetchFailedError
          ? err
          : ctx.signal.aborted
            ? timeoutError(ctx)
            : new FetchFailedError('The website closed the connection early.'),
      );
    res.once('aborted', () => closedEarly());
    res.once('error', closedEarly);
    stream.once('close', () => closedEarly());
  });
}

function looksLikeHtml(res: FetchedResource): boolean {
  const [mediaType = ''] = res.contentType.split(';');
  const type = mediaType.trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  if (type !== '' && type !== 'application/octet-stream') return false;
  const start = res.body.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html') || start.startsWith('<head');
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

function sniffHtmlCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}

function sniffCssCharset(body: Buffer): string | undefined {
  return /^@charset\s+"([\w.:-]+)"/i.exec(body.subarray(0, 128).toString('latin1'))?.[1];
}

function decode(body: Buffer, contentType: string, sniffed: string | undefined): string {
  const label = charsetOf(contentType) ?? sniffed ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  // One iterator shared by all workers: each item goes to exactly one of them.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
