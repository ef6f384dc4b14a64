import type { FastifyInstance } from 'fastify';

/**
 * Once the server begins to close, every answer still going out says `Connection: close`, so a
 * keep-alive connection ends with its last request instead of idling until its timeout while the
 * server waits for it. (Requests arriving after that are answered 503 by Fastify, also closing.)
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining && !reply.raw.headersSent) reply.header('connection', 'close');
    return payload;
  });
}
