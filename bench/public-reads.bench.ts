/**
 * Requests per second of the public page's two reads (the snippet and its
 * comments) under 100 concurrent connections, on the embedded database and,
 * when a PostgreSQL server answers at BENCH_DATABASE_URL (default the local
 * one), on a throwaway database there.
 *
 *   npx tsx bench/public-reads.bench.ts
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { api, seedSnippet, startServer, type BenchServer } from './lib/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(server: BenchServer, label: string) {
  const { snippetId } = await seedSnippet(server);
  for (let i = 0; i < 20; i++) {
    await api(server, 'POST', `/api/snippets/${snippetId}/comments`, {
      authorName: `Client ${i}`,
      content: `Feedback number ${i}`,
    });
  }
  for (const path of [`/api/snippets/${snippetId}`, `/api/snippets/${snippetId}/comments`]) {
    const result = await autocannon({ url: `${server.url}${path}`, connections: 100, duration: SECONDS });
    console.log(
      `${label.padEnd(10)} GET ${path.padEnd(28)} ${Math.round(result.requests.average)} req/s · latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms · non-2xx ${result.non2xx} · errors ${result.errors}`,
    );
  }
}

const embedded = await startServer({ port: 3411 });
try {
  await measure(embedded, 'embedded');
} finally {
  await embedded.stop();
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
const dbName = `atelier_bench_${Date.now()}`;
let reachable = true;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
} catch (err) {
  reachable = false;
  console.log(`PostgreSQL server not reachable at ${ADMIN_URL}: ${(err as Error).message}`);
}
if (reachable) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const server = await startServer({ port: 3412, databaseUrl: url.toString() });
  try {
    await measure(server, 'postgres');
  } finally {
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}
await admin.end().catch(() => {});
