import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../server/lib/paths';

/** One answer of the app, recorded to be replayed by the bare server. */
export interface RecordedRoute {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

/** Headers that belong to the connection or the moment, not to the answer. */
const TRANSIENT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The app's answer to GET `url` as the bare server will replay it: same status, headers and bytes. */
export async function recordRoute(
  baseUrl: string,
  routePath: string,
  headers: Record<string, string> = {},
): Promise<RecordedRoute> {
  // Node's fetch asks for gzip by default; autocannon asks for nothing, so record the plain answer.
  const res = await fetch(`${baseUrl}${routePath}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  if (!res.ok) throw new Error(`GET ${routePath}: ${res.status} ${await res.text()}`);
  const body = Buffer.from(await res.arrayBuffer());
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!TRANSIENT.has(name)) kept[name] = value;
  });
  if (res.headers.get('content-encoding')) throw new Error(`GET ${routePath} answered compressed: ask for identity`);
  return { path: routePath, status: res.status, headers: kept, body: body.toString('base64') };
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bare server in its own process (so it never shares a thread with the load generator). */
export async function startBare(routes: RecordedRoute[], port: number): Promise<BareServer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bare-')), 'routes.json');
  fs.writeFileSync(file, JSON.stringify(routes));
  const child = spawn(
    path.join(rootDir, 'node_modules', '.bin', 'tsx'),
    ['bench/lib/bare-server.ts', file, String(port)],
    {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The bare server stopped (exit ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
