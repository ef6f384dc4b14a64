/**
 * AI latency:
 * 1. the offline generator: time per snippet, over 50 prompts;
 * 2. streaming overhead: the time from the (fake) Anthropic API writing its
 *    first token to the browser-side reader getting the first SSE delta,
 *    through the real server in its own process on a port, over 30 runs.
 *
 *   npx tsx bench/ai-latency.bench.ts
 */
import net from 'node:net';
import { createOfflineProvider } from '../server/ai/offline-provider';
import { fakeReply, startFakeAnthropicServer } from '../server/test/fakes/fake-anthropic-server';
import type { DesignSystem } from '../shared/design-system';
import { seedProject, startServer } from './lib/server';

const OFFLINE_PROMPTS = 50;
const STREAM_RUNS = 30;
const STREAM_WARMUP = 3;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const value = sorted[i];
  if (value === undefined) throw new Error('No samples to summarise');
  return value;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  console.log(
    `${label}: mean ${mean.toFixed(2)} ms · p50 ${percentile(sorted, 50).toFixed(2)} ms · p95 ${percentile(sorted, 95).toFixed(2)} ms · ` +
      `min ${percentile(sorted, 0).toFixed(2)} ms · max ${percentile(sorted, 100).toFixed(2)} ms (n=${samples.length})`,
  );
}

/** A port nobody listens on right now (other servers may share this machine). */
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

const designSystem: DesignSystem = {
  name: 'Harbor Coffee',
  stylingReference: 'Warm roastery, calm and generous spacing',
  primaryColor: '#1e293b',
  accentColor: '#c2410c',
  fontFamily: 'Inter',
  borderRadius: '0.75rem',
  boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1)',
  isDarkMode: false,
};

const SECTIONS = [
  'hero',
  'pricing table',
  'testimonials',
  'FAQ',
  'feature grid',
  'contact form',
  'footer',
  'navbar',
  'call to action',
  'product cards',
];
const TOPICS = ['a coffee roastery', 'a yoga studio', 'a law firm', 'a bike shop', 'a SaaS analytics tool'];

async function offlineGeneration() {
  const provider = createOfflineProvider({ chunkDelayMs: 0 });
  const promptFor = (i: number) => `A ${SECTIONS[i % SECTIONS.length]} for ${TOPICS[i % TOPICS.length]}, variant ${i}`;
  const prompts = Array.from({ length: OFFLINE_PROMPTS }, (_, i) => promptFor(i));
  await provider.generateSnippet({ prompt: promptFor(0), name: 'Warm-up', designSystem, images: [] });
  const times: number[] = [];
  let chars = 0;
  for (const [i, prompt] of prompts.entries()) {
    const started = performance.now();
    const { code } = await provider.generateSnippet({ prompt, name: `Snippet ${i}`, designSystem, images: [] });
    times.push(performance.now() - started);
    chars += code.length;
  }
  summary(`offline generation per snippet`, times);
  console.log(`  average snippet size ${Math.round(chars / prompts.length)} characters`);
}

async function streamingOverhead() {
  const fake = await startFakeAnthropicServer();
  const html = `<section class="hero"><h1>Harbor Coffee</h1>${'<p>Fresh roasted beans, every morning.</p>'.repeat(40)}</section>`;
  const chunks = html.match(/.{1,60}/gs) ?? [html];
  let firstTokenAt = 0;
  fake.setDefaultReply(() => {
    // The fake writes message_start and the first delta synchronously right after this call.
    firstTokenAt = performance.now();
    return fakeReply.stream(chunks, 5);
  });

  const server = await startServer({
    port: Number(process.env.BENCH_PORT) || (await freePort()),
    env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'bench', ANTHROPIC_BASE_URL: fake.url },
  });
  try {
    const project = await seedProject(server, { name: 'Latency bench' });

    const added: number[] = [];
    const firstDelta: number[] = [];
    const total: number[] = [];
    for (let run = 0; run < STREAM_WARMUP + STREAM_RUNS; run++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/projects/${project.id}/snippets`, {
        method: 'POST',
        headers: { cookie: server.cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ name: `Run ${run}`, prompt: 'A hero section for a coffee roastery' }),
      });
      if (!res.ok || !res.body) throw new Error(`generation failed: ${res.status} ${await res.text()}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      let gotDeltaAt = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
        if (!gotDeltaAt && text.includes('event: delta')) gotDeltaAt = performance.now();
      }
      if (!text.includes('event: done')) throw new Error(`the stream ended without its snippet:\n${text.slice(-500)}`);
      if (run < STREAM_WARMUP) continue;
      added.push(gotDeltaAt - firstTokenAt);
      firstDelta.push(gotDeltaAt - started);
      total.push(performance.now() - started);
    }
    summary('added latency, provider first token → client first SSE delta', added);
    summary('request start → first SSE delta', firstDelta);
    summary(`request start → done (${chunks.length} chunks, 5 ms apart)`, total);
  } finally {
    await server.stop();
    await fake.close();
  }
}

await offlineGeneration();
await streamingOverhead();
