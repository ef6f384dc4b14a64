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

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET that yields null on a 401 instead of raising, for pages open to visitors. */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The user-facing reason of a failure: the server's message, or the given fallback. */
export function messageOf(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
