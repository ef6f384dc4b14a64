import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransformObject, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@shared/schemas/http';
import { routeAccess, SESSION_COOKIE } from './session';

/** Where the browsable API reference lives; its page and files are as private as the API. */
export const DOCS_PREFIX = '/api/docs';

const TAGS = [
  { name: 'App', description: 'Configuration, health and this document.' },
  { name: 'Sign-in', description: 'Sessions, accounts, e-mail links and passwords.' },
  { name: 'Projects', description: 'Brands and their design systems.' },
  { name: 'Snippets', description: 'Generated sections, their edits and versions.' },
  { name: 'Comments', description: "Clients' comments on a snippet, its live events, and AI fixes." },
  { name: 'Analysis', description: 'Design systems read from images, CSS or a website.' },
  { name: 'Files', description: 'The file library and the public upload URLs.' },
  { name: 'Shopify', description: 'Snippets converted to Shopify sections and snippets.' },
  { name: 'GitHub', description: 'The GitHub connection and pushes to a theme repository.' },
  { name: 'Preview', description: 'What the sandboxed preview frame loads: its document, scripts and fonts.' },
];

/** The answer of GET /api/openapi.json: checked loosely, the generator vouches for the rest. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** What a response is, for the codes whose schema gives no description of its own. */
function statusDescription(code: string) {
  if (code === '4xx') return 'Refused: the error code and message say why (bad input, no session, not found …).';
  if (code === '5xx') return 'The server failed; the error carries no detail.';
  return STATUS_CODES[code] ?? code;
}

/**
 * The route's zod schemas as JSON Schema (fastify-type-provider-zod), plus what
 * the zod schemas do not say: public routes need no session, and every
 * response has a description.
 */
/** A shared route: a staff session, or the grant a visitor got from the snippet's share link. */
const SHARED_SECURITY = [{ session: [] }, { shareGrant: [] }];

export const openApiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (schema.hide) return { schema, url };
  const out: Record<string, unknown> = { ...schema };
  const access = routeAccess(input.route.config);
  if (access === 'public') out.security = [];
  else if (access === 'shared') out.security = SHARED_SECURITY;
  const response = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (response) {
    out.response = Object.fromEntries(
      Object.entries(response).map(([code, res]) => {
        if (res.description || res['x-response-description']) return [code, res];
        const description = statusDescription(code);
        // A reference keeps no keyword beside `$ref`, so the description goes where the generator reads it.
        return [code, '$ref' in res ? { ...res, description } : { ...res, 'x-response-description': description }];
      }),
    );
  }
  return { schema: out, url };
};

/**
 * For a route that reads its own body (a multipart upload, which no schema
 * validates): the API reference describes the body the route expects.
 */
export function withRequestBody(mediaType: string, body: z.ZodType): SwaggerTransform {
  const { $schema: _dialect, ...bodySchema } = z.toJSONSchema(body, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return (input) => {
    const { schema, url } = openApiTransform(input);
    return { schema: { ...schema, body: { content: { [mediaType]: { schema: bodySchema } } } }, url };
  };
}

const withComponents = createJsonSchemaTransformObject({});

/** Every `$ref` target named anywhere in a value. */
function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else refsIn(child, found);
    }
  }
}

/**
 * The named schemas of the shared zod registry (`.meta({ id })`) as
 * components, keeping only those the document refers to: each schema is
 * registered for requests and answers alike, and most are only one of them.
 */
export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const document = withComponents(input) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(document.paths, used);
  for (let pending = [...used]; pending.length > 0;) {
    const next = new Set<string>();
    for (const name of pending) refsIn(schemas[name], next);
    pending = [...next].filter((name) => !used.has(name));
    for (const name of pending) used.add(name);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
};

/**
 * The OpenAPI 3.1 document of every route, generated from the routes' zod
 * schemas, answered at /api/openapi.json; and a browsable reference (Swagger
 * UI, served from its npm package) at /api/docs. Registered before the routes,
 * so it sees each of them; both answer signed-in staff only, like any route
 * that is not declared public. The reference needs no exception to the app's
 * content security policy: its scripts, styles and document come from this
 * server, it loads nothing from another host, and its inline styles are
 * allowed for the app's own pages already.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version,
        description:
          'The API of the Atelier app. Every route needs a staff session (the session cookie) unless it is marked as ' +
          "public, or as open to a snippet's share link: a visitor who opened /snippet/{id}-{token} carries a grant " +
          'for that snippet (the cookie atelier_share_{id}); anyone else is told the snippet was not found.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          shareGrant: {
            type: 'apiKey',
            in: 'cookie',
            name: 'atelier_share_{id}',
            description: "Set by opening the snippet's share link; one cookie per snippet.",
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['App'],
        description: 'This document.',
        response: { 200: openApiDocument, ...errorResponses },
      },
    },
    async () => app.swagger() as z.infer<typeof openApiDocument>,
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Atelier API' },
    // No top bar: it would offer to load other documents by URL.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
}
