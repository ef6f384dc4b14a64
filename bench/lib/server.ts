import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CreateProjectInput } from '../../shared/schemas/projects';
import { rootDir } from '../../server/lib/paths';
import { projectInput } from '../../server/test/factories';
import { seedStaff } from '../../server/test/seed';

export interface BenchServer {
  url: string;
  pid: number;
  /** The server's DATA_DIR (its embedded database, uploads and secrets). */
  dataDir: string;
  cookie: string;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (node --import tsx server/main.ts) on a fresh data
 * directory or the given PostgreSQL database, with a signed-in staff cookie.
 */
export async function startServer(opts: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Options for the server's node process, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(opts.port),
    APP_URL: `http://localhost:${opts.port}`,
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'offline',
    NODE_ENV: 'development',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const email = `bench-${Date.now()}@example.com`;
  await seedStaff(env, { email, password: 'secret123' });
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  // A start takes 5 s on an idle machine and over 30 s on a busy one: wait for the answer, not a count.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  const [cookie = ''] = (login.headers.get('set-cookie') ?? '').split(';');
  // tsx runs the server as a grandchild: find the node process that listens.
  const pid = findServerPid(child.pid!) ?? child.pid!;
  return {
    url,
    pid,
    dataDir,
    cookie,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function findServerPid(parent: number): number | undefined {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' }).stdout.trim();
  const kids = out.split('\n').map(Number).filter(Boolean);
  for (const k of kids) return findServerPid(k) ?? k;
  return undefined;
}

export async function api<T>(server: BenchServer, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: server.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A project made through the API, with the factories' design system unless told otherwise. */
export function seedProject(server: BenchServer, overrides: Partial<CreateProjectInput> = {}) {
  return api<{ id: number }>(server, 'POST', '/api/projects', projectInput({ name: 'Bench project', ...overrides }));
}

/** A project and an offline-generated snippet in it. */
export async function seedSnippet(
  server: BenchServer,
  prompt = 'Landing page with hero, features and pricing for a bakery',
) {
  const project = await seedProject(server);
  const snippet = await api<{ id: number }>(server, 'POST', `/api/projects/${project.id}/snippets`, {
    name: 'Bench snippet',
    prompt,
  });
  return { projectId: project.id, snippetId: snippet.id };
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number): number => {
    const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
    if (value === undefined) throw new Error('No samples to summarise');
    return value;
  };
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return `p50 ${at(50).toFixed(1)} ms · p95 ${at(95).toFixed(1)} ms · mean ${mean.toFixed(1)} ms (n=${samples.length})`;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `fn` with the URL of a new, empty database on the PostgreSQL server at BENCH_DATABASE_URL
 * (default the local one), dropped afterwards; says so and returns undefined when no server answers.
 */
export async function withThrowawayPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const dbName = `atelier_bench_${Date.now()}`;
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
  } catch (err) {
    console.log(`PostgreSQL server not reachable at ${ADMIN_URL}: ${(err as Error).message}`);
    await admin.end().catch(() => {});
    return undefined;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end().catch(() => {});
  }
}

/** The p-th percentile (nearest rank) of samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  if (value === undefined) throw new Error('No samples to summarise');
  return value;
}
