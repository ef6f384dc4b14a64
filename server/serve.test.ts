import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { comments } from './db/schema';
import { insertSnippet, insertUser } from './test/factories';
import { rootDir } from './lib/paths';

/**
 * SIGTERM to the real server, in its own process, on the engine the tests run on: with live
 * streams open and comments being posted, the process exits in bounded time, every stream is told
 * to reconnect first, and every comment it acknowledged is in the database afterwards.
 */

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function start(env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    env: { ...env, PORT: String(port), APP_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (out.includes(' is running at ')) resolve();
      else if (child.exitCode !== null) reject(new Error(`The server did not start:\n${out}`));
      else setTimeout(check, 50);
    };
    check();
  });
  return { child, port, output: () => out, exited };
}

/** A staff session on the running server: a snippet's stream and comments answer only staff or its share link. */
async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'shutdown@example.com', password: 'secret123' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

interface OpenStream {
  received: () => string;
  ended: Promise<{ how: 'end' | 'error'; at: number }>;
}

/** A live event stream held open the way a browser's EventSource holds it. */
function openStream(port: number, snippetId: number, cookie: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/snippets/${snippetId}/events`,
        headers: { accept: 'text/event-stream', cookie },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let text = '';
        const ended = new Promise<{ how: 'end' | 'error'; at: number }>((done) => {
          res.on('end', () => done({ how: 'end', at: performance.now() }));
          res.on('error', () => done({ how: 'error', at: performance.now() }));
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('connected')) resolve({ received: () => text, ended });
        });
      },
    );
    req.on('error', reject);
  });
}

describe(`SIGTERM on the ${engine} engine`, () => {
  let env: NodeJS.ProcessEnv;
  let snippetId: number;
  let dropDatabase = async () => {};
  const acknowledged: number[] = [];

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shutdown-'));
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'offline',
      LOG_LEVEL: 'info',
      COMMENT_POSTS_PER_MINUTE: '1000000',
    };
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `atelier_t_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        const a = new pg.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      };
    }
    const database = await openDatabase(loadConfig(env), 'seeding a snippet');
    try {
      snippetId = (await insertSnippet(database.db)).id;
      await insertUser(database.db, { email: 'shutdown@example.com', password: 'secret123' });
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  });

  /** Every acknowledged comment, looked up in the database once the server is gone. */
  async function storedOf(ids: number[]) {
    const database = await openDatabase(loadConfig(env), 'checking the comments');
    try {
      const rows = await database.db.select({ id: comments.id }).from(comments).where(inArray(comments.id, ids));
      return rows.length;
    } finally {
      await database.close();
    }
  }

  it('ends open streams with a reconnect, finishes acknowledged writes and exits well within its time', async () => {
    const server = await start(env);
    const cookie = await signIn(server.port);
    const streams = await Promise.all([1, 2, 3].map(() => openStream(server.port, snippetId, cookie)));

    // Four clients post comments back to back until the server stops answering.
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`http://127.0.0.1:${server.port}/api/snippets/${snippetId}/comments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ authorName: `Client ${n}`, content: `Comment ${i}` }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          else await res.arrayBuffer();
        } catch {
          return; // refused or cut: the server is going
        }
      }
    };
    const writers = [1, 2, 3, 4].map((n) => writer(n));
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    stop = true;
    await Promise.all(writers);

    console.log(
      `${engine}: exit ${Math.round(exit.at - signalled)} ms after SIGTERM with 3 streams and 4 writers; ` +
        `${acknowledged.length} comments acknowledged`,
    );
    expect(exit.code, server.output()).toBe(0);
    // The default budget is 10 s; streams and writes must not need it (no connection was cut).
    expect(exit.at - signalled).toBeLessThan(8000);
    expect(server.output()).not.toContain('closing them');
    for (const stream of streams) {
      const ended = await stream.ended;
      expect(ended.how).toBe('end');
      expect(stream.received()).toMatch(/retry: \d+\n: reconnect\n\n$/);
      expect(ended.at).toBeLessThan(exit.at);
    }
    expect(await storedOf(acknowledged)).toBe(acknowledged.length);
  });

  it('after a restart, still exits in bounded time when a client never finishes its request', async () => {
    const server = await start({ ...env, SHUTDOWN_TIMEOUT_MS: '4000' });
    // The comments acknowledged before the restart are all served again.
    const cookie = await signIn(server.port);
    const page = await fetch(`http://127.0.0.1:${server.port}/api/snippets/${snippetId}/comments?limit=1`, {
      headers: { cookie },
    });
    expect(page.status).toBe(200);
    const stream = await openStream(server.port, snippetId, cookie);
    // A request whose body never arrives: the server would wait for it for minutes.
    const stuck = net.connect(server.port, '127.0.0.1');
    await new Promise((r) => stuck.once('connect', r));
    stuck.on('error', () => {});
    stuck.write(
      `POST /api/snippets/${snippetId}/comments HTTP/1.1\r\nHost: localhost:${server.port}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"authorName":`,
    );
    await new Promise((r) => setTimeout(r, 200));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    stuck.destroy();

    // The stuck connection is cut shortly before the budget so the database still closes cleanly.
    expect(exit.code, server.output()).toBe(0);
    // Bounded by the budget; the margin is the signal's delivery and the database's close on a busy machine.
    expect(exit.at - signalled).toBeLessThan(4000 + 5000);
    expect((await stream.ended).how).toBe('end');
    expect(server.output()).toContain('closing them');
    expect(await storedOf(acknowledged)).toBe(acknowledged.length);
  });
});
