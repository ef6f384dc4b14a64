/**
 * Reads under 100 concurrent connections, each against its anchor: a bare Fastify server started
 * in the same run that answers the same status, headers and bytes (recorded from the app just
 * before). Endpoints: the public snippet, its 20 comments, and the staff project list with 200
 * projects (signed in). On the embedded database and, when a PostgreSQL server answers at
 * BENCH_DATABASE_URL (default the local one), on a throwaway database there. The machine may be
 * busy: compare the ratio column, not the absolute figures.
 *
 *   npm run bench reads          (or: npx tsx bench/reads.bench.ts; BENCH_ROUNDS=3, BENCH_SLICE=5 s)
 *
 * BENCH_ONLY=projects measures only the endpoints whose name contains it, BENCH_DB=postgres (or
 * embedded) only that database, and BENCH_CPU_PROF=<dir> runs the app under `node --cpu-prof`,
 * writing its profile there when it stops.
 */
import autocannon from 'autocannon';
import {
  api,
  percentile,
  seedProject,
  seedSnippet,
  startServer,
  withThrowawayPostgres,
  type BenchServer,
} from './lib/server';
import { recordRoute, startBare, type RecordedRoute } from './lib/bare';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE ?? 5);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 100;
const PROJECTS = 200;
const COMMENTS = 20;
const BARE_PORT = 3421;
const ONLY = process.env.BENCH_ONLY;
const DB = process.env.BENCH_DB;
const NODE_ARGS = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** A snippet with 20 comments and 200 projects in all (a third with a stylesheet), through the API. */
async function seed(server: BenchServer): Promise<Endpoint[]> {
  const { snippetId } = await seedSnippet(server);
  for (let i = 0; i < COMMENTS; i++) {
    const res = await fetch(`${server.url}/api/snippets/${snippetId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${i + 1}` },
      body: JSON.stringify({ authorName: `Client ${i}`, content: `Feedback number ${i}: make the heading larger` }),
    });
    if (res.status !== 201) throw new Error(`Comment ${i}: ${res.status} ${await res.text()}`);
  }
  const css = ':root { --brand: #0f766e; }\n'.repeat(800);
  for (let i = 1; i < PROJECTS; i++) {
    await seedProject(server, {
      name: `Client project ${i + 1}`,
      stylingReference: `Clean, modern storefront number ${i + 1} with generous white space and soft shadows`,
      cssContent: i % 3 === 0 ? css : null,
    });
  }
  const projects = await api<{ items: unknown[] }>(server, 'GET', `/api/projects?limit=${PROJECTS}`);
  if (projects.items.length !== PROJECTS)
    throw new Error(`Expected ${PROJECTS} projects, found ${projects.items.length}`);
  return [
    { name: 'GET /api/snippets/:id', path: `/api/snippets/${snippetId}`, headers: {} },
    { name: `GET …/comments (${COMMENTS})`, path: `/api/snippets/${snippetId}/comments`, headers: {} },
    {
      name: `GET /api/projects (${PROJECTS}) staff`,
      path: `/api/projects?limit=${PROJECTS}`,
      headers: { cookie: server.cookie },
    },
  ];
}

interface Load {
  requests: number;
  seconds: number;
  latencies: number[];
  errors: number;
  non2xx: number;
}

const emptyLoad = (): Load => ({ requests: 0, seconds: 0, latencies: [], errors: 0, non2xx: 0 });

/** One slice of load; every answer's latency is kept, so percentiles span all slices. */
async function slice(url: string, headers: Record<string, string>, seconds: number, into: Load) {
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    run.on('response', (_client, _status, _bytes, ms) => into.latencies.push(ms));
  });
  into.requests += r.requests.total;
  into.seconds += r.duration;
  into.errors += r.errors + r.timeouts;
  into.non2xx += r.non2xx;
}

/**
 * The app and its anchor take turns (ROUNDS slices of SLICE_SECONDS each), so a neighbour that
 * loads the machine for a while weighs on both alike.
 */
async function compare(appUrl: string, bareUrl: string, headers: Record<string, string>) {
  await slice(appUrl, headers, WARMUP_SECONDS, emptyLoad());
  await slice(bareUrl, headers, WARMUP_SECONDS, emptyLoad());
  const app = emptyLoad();
  const bare = emptyLoad();
  for (let round = 0; round < ROUNDS; round++) {
    await slice(appUrl, headers, SLICE_SECONDS, app);
    await slice(bareUrl, headers, SLICE_SECONDS, bare);
  }
  return { app, bare };
}

const rps = (l: Load) => l.requests / l.seconds;
const ms = (l: Load, p: number) => (l.latencies.length ? percentile(l.latencies, p).toFixed(0) : '–');
const fmt = (l: Load) =>
  `${String(Math.round(rps(l))).padStart(6)} req/s p50 ${ms(l, 50).padStart(4)} ms p99 ${ms(l, 99).padStart(5)} ms` +
  (l.errors || l.non2xx ? ` errors ${l.errors} non-2xx ${l.non2xx}` : '');

async function measure(server: BenchServer, label: string) {
  const endpoints = (await seed(server)).filter((e) => !ONLY || e.name.includes(ONLY));
  const recorded: RecordedRoute[] = [];
  for (const e of endpoints) recorded.push(await recordRoute(server.url, e.path, e.headers));
  const bare = await startBare(recorded, BARE_PORT);
  try {
    for (const [i, e] of endpoints.entries()) {
      const bytes = Buffer.from(recorded[i]!.body, 'base64').length;
      const { app, bare: anchor } = await compare(`${server.url}${e.path}`, `${bare.url}${e.path}`, e.headers);
      console.log(
        `${label.padEnd(8)} ${e.name.padEnd(30)} ${String(bytes).padStart(6)} B │ app ${fmt(app)} │ bare ${fmt(anchor)} │ ${((100 * rps(app)) / rps(anchor)).toFixed(0)} %`,
      );
    }
  } finally {
    await bare.stop();
  }
}

console.log(
  `${CONNECTIONS} connections; app and bare take turns, ${ROUNDS} × ${SLICE_SECONDS} s each (after ${WARMUP_SECONDS} s of warm-up); ratio = app / bare`,
);
if (DB !== 'postgres') {
  const embedded = await startServer({ port: 3411, env: { TRUST_PROXY: '1' }, nodeArgs: NODE_ARGS });
  try {
    await measure(embedded, 'embedded');
  } finally {
    await embedded.stop();
  }
}
if (DB !== 'embedded')
  await withThrowawayPostgres(async (databaseUrl) => {
    const server = await startServer({ port: 3412, databaseUrl, env: { TRUST_PROXY: '1' }, nodeArgs: NODE_ARGS });
    try {
      await measure(server, 'postgres');
    } finally {
      await server.stop();
    }
  });
