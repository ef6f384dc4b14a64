/**
 * Upload throughput and server memory: the real server in its own process on a fresh data
 * directory, a 50 MB file (the default cap) streamed from disk over HTTP as multipart, three
 * times; the server's resident memory is sampled every 20 ms from /proc/<pid>/status. Then a
 * file one byte over the cap, sent chunked, to show a refused upload costs no memory either.
 *
 *   npx tsx bench/upload.bench.ts
 *   BENCH_UPLOAD_MB=200 npx tsx bench/upload.bench.ts   (file size and the server's cap; shows memory does not grow with it)
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startServer } from './lib/server';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const FILE_BYTES = FILE_MB * MB;
const RUNS = 3;
const SAMPLE_MS = 20;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Samples a process's RSS every 20 ms until stopped; returns the highest value seen. */
function sampleRss(pid: number) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, memoryOf(pid).rss);
  };
}

async function writeTestFile(file: string, bytes: number) {
  const out = fs.createWriteStream(file);
  for (let written = 0; written < bytes; written += MB) {
    if (!out.write(randomBytes(Math.min(MB, bytes - written)))) await new Promise((r) => out.once('drain', r));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

/** POSTs a file from disk as multipart/form-data without reading it into memory. */
function uploadFromDisk(url: string, cookie: string, file: string, opts: { chunked?: boolean } = {}) {
  const boundary = `----AtelierBench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  async function* body() {
    yield head;
    yield* fs.createReadStream(file, { highWaterMark: 256 * 1024 });
    yield tail;
  }
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${url}/api/files`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(opts.chunked ? {} : { 'content-length': String(head.length + size + tail.length) }),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
}

async function sha256OfUrl(url: string) {
  const response = await fetch(url);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { status: response.status, bytes, sha256: hash.digest('hex') };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-upload-bench-'));
const port = await freePort();
const server = await startServer({ port, env: { MAX_UPLOAD_MB: String(FILE_MB) } });
try {
  const file = path.join(workDir, `bench-${FILE_MB}mb.bin`);
  await writeTestFile(file, FILE_BYTES);
  const expected = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const baseline = memoryOf(server.pid);
  console.log(
    `server pid ${server.pid}: RSS before uploads ${mb(baseline.rss)} (VmHWM ${mb(baseline.hwm)} since start)`,
  );

  const times: number[] = [];
  let peakRss = baseline.rss;
  let lastUrl = '';
  for (let run = 1; run <= RUNS; run++) {
    const stop = sampleRss(server.pid);
    const result = await uploadFromDisk(server.url, server.cookie, file);
    const runPeak = stop();
    if (result.status !== 201) throw new Error(`upload ${run} answered ${result.status}: ${result.body}`);
    lastUrl = (JSON.parse(result.body) as { fileUrl: string }).fileUrl;
    times.push(result.ms);
    peakRss = Math.max(peakRss, runPeak);
    console.log(
      `upload ${run}: ${FILE_MB} MB in ${(result.ms / 1000).toFixed(2)} s = ${(FILE_BYTES / MB / (result.ms / 1000)).toFixed(1)} MB/s · ` +
        `peak server RSS ${mb(runPeak)} (+${mb(runPeak - baseline.rss)} over the baseline)`,
    );
  }

  const check = await sha256OfUrl(lastUrl.replace(/^http:\/\/localhost:\d+/, server.url));
  console.log(
    `download check: ${check.status}, ${check.bytes} bytes, sha256 ${check.sha256 === expected ? 'matches' : 'DIFFERS'}`,
  );

  const over = path.join(workDir, 'bench-over-cap.bin');
  await writeTestFile(over, FILE_BYTES + 1);
  const stop = sampleRss(server.pid);
  const refused = await uploadFromDisk(server.url, server.cookie, over, { chunked: true });
  const refusedPeak = stop();
  console.log(
    `over the cap (${FILE_MB} MB + 1 byte, chunked): ${refused.status} ${JSON.parse(refused.body).message} after ` +
      `${(refused.ms / 1000).toFixed(2)} s · peak server RSS ${mb(refusedPeak)}`,
  );

  const sorted = [...times].sort((a, b) => a - b);
  const [best] = sorted;
  const median = sorted[Math.floor(sorted.length / 2)];
  if (best === undefined || median === undefined) throw new Error('No upload was timed');
  const end = memoryOf(server.pid);
  console.log(
    `\nsummary: median ${(FILE_BYTES / MB / (median / 1000)).toFixed(1)} MB/s (best ${(FILE_BYTES / MB / (best / 1000)).toFixed(1)} MB/s) · ` +
      `peak RSS ${mb(peakRss)} = baseline ${mb(baseline.rss)} + ${mb(peakRss - baseline.rss)} while uploading ${FILE_MB} MB files · VmHWM ${mb(end.hwm)}`,
  );
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
