import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

/**
 * Every call sends cookies; a non-OK answer becomes an Error whose text is
 * `status: body` (SPEC §8), and is logged.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field, when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  let text: string;
  try {
    text = (await res.text()) || res.statusText;
  } catch {
    text = res.statusText;
  }
  const error = new ApiError(res.status, text);
  console.error(error);
  throw error;
}

export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    ...init,
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * An answer that does not have the shape its schema (shared with the server)
 * describes: the client and the server disagree, and the answer is not used.
 */
export class ResponseShapeError extends Error {
  constructor(
    readonly url: string,
    readonly issues: $ZodIssue[],
  ) {
    super(
      `The answer of ${url} does not have the expected shape: ${issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
        .join('; ')}`,
    );
    this.name = 'ResponseShapeError';
  }
}

/**
 * Checks an answer against its schema at the boundary: what the screens get has the shape they expect.
 * Takes zod's full and mini schemas alike (the public pages' answers are mini, shared/schemas/public-answers).
 */
export function parseAnswer<S extends $ZodType>(url: string, schema: S, data: unknown): output<S> {
  const result = safeParse(schema, data);
  if (result.success) return result.data;
  const error = new ResponseShapeError(url, result.error.issues);
  console.error(error);
  throw error;
}

/** A JSON call whose answer is parsed with the schema of that answer; a 204 answers undefined. */
export async function apiJson<S extends $ZodType>(
  method: string,
  url: string,
  schema: S,
  data?: unknown,
): Promise<output<S>> {
  const res = await apiRequest(method, url, data);
  const text = res.status === 204 ? '' : await res.text();
  return parseAnswer(url, schema, text ? JSON.parse(text) : undefined);
}

/** A GET that yields null on a 401 instead of raising, for pages open to visitors. */
export async function getOrNullOn401<S extends $ZodType>(url: string, schema: S): Promise<output<S> | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return parseAnswer(url, schema, await res.json());
}

/** The user-facing reason of a failure: the server's message, or the given fallback. */
export function messageOf(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
