/**
 * The anchor of the read benchmarks: a bare Fastify server (no plugins, no hooks, no database) that
 * answers each recorded route with the recorded status, headers and bytes. Run as its own process:
 *
 *   tsx bench/lib/bare-server.ts <routes.json> <port>
 *
 * and prints `ready` once it listens.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import type { RecordedRoute } from './bare';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <routes.json> <port>');
const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedRoute[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  // a route is a path: the query string of the recorded address is for the app's handler, not the router
  app.get(route.path.split('?')[0]!, (_request, reply) => {
    void reply.code(route.status).headers(route.headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
