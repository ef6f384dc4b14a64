import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NUL_MESSAGE } from '@shared/schemas/primitives';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Every text a request can carry is checked by the shared text primitive, which refuses the NUL
 * character (or a refinement of the field's own): each string in each route's body, query string, path parameters and headers schema is
 * probed with a NUL, so a new field written with a bare `z.string()` fails here, whatever its route.
 */

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The string leaves of a request schema, each with the path that reaches it. */
function stringLeaves(schema: Schema, path: string, out: Array<{ path: string; schema: Schema }>, seen = new Set()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def;
  const inner = (key: string) => stringLeaves(def[key] as Schema, path, out, seen);
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        stringLeaves(value, `${path}.${key}`, out, seen);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner('innerType');
      break;
    case 'array':
      stringLeaves(def.element as Schema, `${path}[]`, out, seen);
      break;
    case 'union':
      for (const option of def.options as Schema[]) stringLeaves(option, path, out, seen);
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    case 'pipe':
      inner('in');
      break;
    case 'record':
      stringLeaves(def.valueType as Schema, `${path}{}`, out, seen);
      break;
    case 'tuple':
      (def.items as Schema[]).forEach((item, i) => stringLeaves(item, `${path}[${i}]`, out, seen));
      break;
    case 'lazy':
      stringLeaves((def.getter as () => Schema)(), path, out, seen);
      break;
  }
  return out;
}

/**
 * Refused by the shared text primitive, or by a refinement of its own that lets only certain
 * characters through (the path ids of `idParam`, which keep their 'Invalid … ID provided' message).
 */
function refusesNul(schema: Schema) {
  const issues = schema.safeParse('a\u0000b').error?.issues ?? [];
  if (issues.some((issue) => issue.message === NUL_MESSAGE)) return true;
  return (
    schema.safeParse('12').success &&
    (schema.safeParse('12\u0000').error?.issues ?? []).some((i) => i.code === 'custom')
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request text fields', () => {
  it('every string a route accepts refuses the NUL character with the shared message', () => {
    const probed: string[] = [];
    const bare: string[] = [];
    for (const route of t.app.registeredRoutes) {
      for (const [part, schema] of Object.entries(route.requestSchemas)) {
        if (!schema || typeof schema !== 'object' || !('_zod' in schema)) continue;
        for (const leaf of stringLeaves(schema as Schema, part, [])) {
          const where = `${route.method} ${route.url} ${leaf.path}`;
          probed.push(where);
          if (!refusesNul(leaf.schema)) bare.push(where);
        }
      }
    }
    console.info(`request text: ${probed.length} string fields of ${t.app.registeredRoutes.length} routes probed`);
    expect(probed.length).toBeGreaterThan(40);
    expect(bare).toEqual([]);
  });
});
