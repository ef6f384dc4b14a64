import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/**
 * Sends one request exactly as written (request line, headers, body) over a
 * plain socket, with no client-side URL normalisation, and reads the answer
 * until the server closes the connection.
 */
export function rawRequest(
  port: number,
  opts: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const body = opts.body ?? '';
  const headers: Record<string, string> = {
    Host: `localhost:${port}`,
    Connection: 'close',
    ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    ...opts.headers,
  };
  const head = [
    `${opts.method} ${opts.target} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const headText = all.subarray(0, split === -1 ? all.length : split).toString('latin1');
      const [statusLine, ...lines] = headText.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) parsed[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let rest: Buffer = split === -1 ? Buffer.alloc(0) : all.subarray(split + 4);
      if (/chunked/i.test(parsed['transfer-encoding'] ?? '')) rest = dechunk(rest);
      resolve({ status: Number(statusLine?.split(' ')[1] ?? 0), headers: parsed, body: rest.toString('utf8') });
    });
    socket.write(head + body);
  });
}
