import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CLIENT_NOT_BUILT, clientIndexHtml } from '../lib/client-page';

/** Serves the built React app, with index.html for every client route. */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  if (hasClient) {
    // The built client is public: the sign-in page must load without a session.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // dist/client holds .br and .gz twins of every text asset (vite-plugin-compression2).
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  const indexHtml = hasClient ? clientIndexHtml(clientDir) : null;

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/dev/');
    if (wantsPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    if (wantsPage) {
      return reply.status(503).type('text/plain; charset=utf-8').send(CLIENT_NOT_BUILT);
    }
    return reply
      .status(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
