/** Runs under Node (a real HTTP server on 127.0.0.1), so it is type-checked with the tools, not the DOM-only client. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { projectSchema, type ProjectDto } from '@shared/schemas/projects';
import { ApiError, apiJson, getOrNullOn401, ResponseShapeError } from './api';

const project: ProjectDto = {
  id: 7,
  name: 'Storefront',
  stylingReference: '',
  sourceUrl: null,
  cssContent: null,
  fontFamily: 'Inter',
  primaryColor: '#111111',
  accentColor: '#ff0000',
  borderRadius: '4px',
  boxShadow: 'none',
  isDarkMode: false,
  createdBy: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** What the local server answers on each path: a status and a JSON body (none for 204). */
const ANSWERS: Record<string, [number, unknown]> = {
  '/good': [200, project],
  // the server renamed a field and sends a number where a string is expected
  '/drift': [200, { ...project, name: undefined, title: 'Storefront', primaryColor: 17 }],
  '/list-drift': [200, [project, { ...project, id: 'eight' }]],
  '/gone': [204, undefined],
  '/private': [401, { message: 'Not authenticated' }],
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, body] = ANSWERS[req.url ?? ''] ?? [404, { message: 'Not found' }];
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // a failed call is logged (SPEC §8); the test keeps its output quiet
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiJson parses each answer with its shared schema', () => {
  it('hands over an answer that has the expected shape', async () => {
    await expect(apiJson('GET', `${base}/good`, projectSchema)).resolves.toEqual(project);
  });

  it('rejects an answer that drifted from its schema with a ResponseShapeError naming the fields', async () => {
    const error: unknown = await apiJson('GET', `${base}/drift`, projectSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    const shapeError = error as ResponseShapeError;
    expect(shapeError.url).toBe(`${base}/drift`);
    expect(shapeError.issues.map((i) => i.path.join('.')).sort()).toEqual(['name', 'primaryColor']);
    expect(shapeError.message).toContain('does not have the expected shape');
    expect(shapeError.message).toContain('name:');
  });

  it('rejects a list when one item drifted', async () => {
    const error: unknown = await apiJson('GET', `${base}/list-drift`, z.array(projectSchema)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).issues[0]?.path).toEqual([1, 'id']);
  });

  it('reads a 204 as no content', async () => {
    await expect(apiJson('DELETE', `${base}/gone`, z.undefined())).resolves.toBeUndefined();
  });

  it('still raises the server’s error, not a shape error, on a non-OK answer', async () => {
    const error: unknown = await apiJson('GET', `${base}/private`, projectSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});

describe('getOrNullOn401 parses with the schema too', () => {
  it('yields null on a 401, the parsed answer otherwise, and a shape error on drift', async () => {
    await expect(getOrNullOn401(`${base}/private`, projectSchema)).resolves.toBeNull();
    await expect(getOrNullOn401(`${base}/good`, projectSchema)).resolves.toEqual(project);
    await expect(getOrNullOn401(`${base}/drift`, projectSchema)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
