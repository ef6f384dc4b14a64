/**
 * The data directory and the server's memory over many saves of one 50 kB snippet, on the embedded
 * database: a snippet keeps 5 versions, so what the directory holds stays the same however often it is
 * saved; the figures show whether the directory and the memory stay so. Prints, at each checkpoint, the
 * data directory's size (all of it, and the database's table files and write-ahead log apart), the
 * server's RSS and the mean time of a save since the last checkpoint.
 *
 *   npm run bench datasize       (or: npx tsx bench/datasize.bench.ts; BENCH_SAVES=10000)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { api, seedSnippet, startServer } from './lib/server';

const SAVES = Number(process.env.BENCH_SAVES ?? 1000);
const PORT = 3431;
const CODE_BYTES = 50_000;

function bytesUnder(dir: string, match: (relative: string) => boolean = () => true): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (match(path.relative(dir, full))) total += fs.statSync(full).size;
  }
  return total;
}

/** The node process that runs server/main.ts: `pid` or its nearest ancestor that does (not a helper such as esbuild). */
function serverProcess(pid: number): number {
  for (let p = pid; p > 1;) {
    if (fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('server/main.ts')) return p;
    p = Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  }
  return pid;
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${serverProcess(pid)}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const server = await startServer({ port: PORT });
try {
  const { snippetId } = await seedSnippet(server);
  const checkpoints = new Set([1, 100, 250, 500, 1000, 2500, 5000, 10_000].filter((n) => n <= SAVES));
  checkpoints.add(SAVES);
  console.log(`${SAVES} saves of a ${CODE_BYTES / 1000} kB snippet, embedded database`);
  console.log('saves\tdata dir\ttables\tWAL\tserver RSS\tsave (mean)');
  let since = performance.now();
  let last = 0;
  const rows: { saves: number; dir: number; rss: number }[] = [];
  for (let i = 1; i <= SAVES; i++) {
    // hex of random bytes: code that does not compress away, as real code does not
    const code = `<section data-save="${i}">${randomBytes((CODE_BYTES - 40) / 2).toString('hex')}</section>`;
    await api(server, 'PUT', `/api/snippets/${snippetId}`, { code });
    if (!checkpoints.has(i)) continue;
    const mean = (performance.now() - since) / (i - last);
    // what the background maintenance does after a burst of saves has time to happen, as between real saves
    await new Promise((r) => setTimeout(r, 5_000));
    const pgdata = server.dataDir;
    const dir = bytesUnder(pgdata);
    const tables = bytesUnder(pgdata, (f) => /(^|\/)base\//.test(f));
    const wal = bytesUnder(pgdata, (f) => /(^|\/)pg_wal\//.test(f));
    const rss = rssBytes(server.pid);
    rows.push({ saves: i, dir, rss });
    console.log(`${i}\t${mb(dir)}\t${mb(tables)}\t${mb(wal)}\t${mb(rss)}\t${mean.toFixed(1)} ms`);
    since = performance.now();
    last = i;
  }
  const base = rows.find((r) => r.saves === 100) ?? rows[0]!;
  const end = rows.at(-1)!;
  console.log(
    `data dir ${(end.dir / base.dir).toFixed(2)}× its size after ${base.saves} saves (target ≤ 1.5×); ` +
      `server RSS ${(((end.rss - base.rss) / base.rss) * 100).toFixed(0)} % (target ± 10 %)`,
  );
} finally {
  await server.stop();
}
