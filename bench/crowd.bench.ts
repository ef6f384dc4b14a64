/**
 * A crowd of clients commenting at once: 500 public comment POSTs sent together (each from its
 * own address, through a trusted proxy header) on one snippet, on the embedded database and, when
 * a PostgreSQL server answers at BENCH_DATABASE_URL (default the local one), on a throwaway
 * database there. Prints each answer's latency (p50, p95, max) and checks every comment was stored
 * once with its author.
 *
 *   npm run bench crowd          (or: npx tsx bench/crowd.bench.ts; BENCH_CROWD=500 by default)
 *
 * BENCH_DB=postgres (or embedded) measures only that database, and BENCH_CPU_PROF=<dir> runs the app
 * under `node --cpu-prof`, writing its profile there when it stops.
 */
import http from 'node:http';
import { percentile, seedSnippet, startServer, withThrowawayPostgres, type BenchServer } from './lib/server';

const CROWD = Number(process.env.BENCH_CROWD ?? 500);
const DB = process.env.BENCH_DB;
const NODE_ARGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/** A POST on its own connection (one per client, like a crowd of browsers). */
function post(url: string, opts: { address: string; body: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(opts.body),
          'x-forwarded-for': opts.address,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

async function measure(server: BenchServer, label: string) {
  const { snippetId } = await seedSnippet(server);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CROWD }, async (_, i) => {
      const t0 = performance.now();
      const { status, text } = await post(`${server.url}/api/snippets/${snippetId}/comments`, {
        address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        body: JSON.stringify({ authorName: `Client ${i}`, content: `Crowd note ${i}` }),
      });
      return { status, ms: performance.now() - t0, body: JSON.parse(text) as { id?: number } };
    }),
  );
  const wall = performance.now() - started;
  const failed = results.filter((r) => r.status !== 201);
  const latencies = results.map((r) => r.ms);
  // every comment of the snippet, page by page (the list answers a page at a time)
  const list: Array<{ id: number; authorName: string; content: string }> = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: '200', ...(cursor ? { cursor } : {}) });
    const page = (await (await fetch(`${server.url}/api/snippets/${snippetId}/comments?${params}`)).json()) as {
      items: typeof list;
      nextCursor: string | null;
    };
    list.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  const stored = list.filter((c) => c.content.startsWith('Crowd note '));
  const authorsMatch = stored.every((c) => c.authorName === `Client ${c.content.slice('Crowd note '.length)}`);
  const unique = new Set(stored.map((c) => c.content)).size;
  const idsMatch = results.every((r) => r.status !== 201 || stored.some((c) => c.id === r.body.id));
  console.log(
    `${label.padEnd(8)} ${CROWD} concurrent comment POSTs: p50 ${percentile(latencies, 50).toFixed(0)} ms · ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms · max ${percentile(latencies, 100).toFixed(0)} ms · ` +
      `all done in ${wall.toFixed(0)} ms · ${CROWD - failed.length} × 201` +
      (failed.length ? ` · ${failed.length} failed (${[...new Set(failed.map((f) => f.status))].join(', ')})` : '') +
      ` · stored ${stored.length}/${CROWD} (${unique} distinct, authors ${authorsMatch ? 'right' : 'WRONG'}, ids ${idsMatch ? 'right' : 'WRONG'})`,
  );
  if (stored.length !== CROWD || unique !== CROWD || !authorsMatch || !idsMatch) process.exitCode = 1;
}

if (DB !== 'postgres') {
  const embedded = await startServer({ port: 3431, env: { TRUST_PROXY: '1' }, nodeArgs: NODE_ARGS });
  try {
    await measure(embedded, 'embedded');
  } finally {
    await embedded.stop();
  }
}
if (DB !== 'embedded') {
  await withThrowawayPostgres(async (databaseUrl) => {
    const server = await startServer({ port: 3432, databaseUrl, env: { TRUST_PROXY: '1' }, nodeArgs: NODE_ARGS });
    try {
      await measure(server, 'postgres');
    } finally {
      await server.stop();
    }
  });
}
