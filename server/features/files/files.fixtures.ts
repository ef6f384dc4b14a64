import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(
  parts: Array<{ name: string; fileName?: string; contentType?: string; data: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----AtelierBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    // Browsers percent-encode quotes and line breaks in a file name and send the rest as UTF-8.
    const fileName =
      part.fileName === undefined
        ? ''
        : `; filename="${part.fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngBytes = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** An ISO base media file: an `ftyp` box naming the isom brand, then a media data box. */
export function mp4Bytes(payloadBytes = 200_000): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  const payload = Buffer.alloc(payloadBytes);
  for (let i = 0; i < payloadBytes; i++) payload[i] = i % 251;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(payloadBytes + 8, 0);
  header.write('mdat', 4);
  return Buffer.concat([ftyp, header, payload]);
}

export const svgText = () =>
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

export const htmlText = () => '<!doctype html><html><body><script>document.title = "owned"</script></body></html>';

/** Every file under a local storage root, relative and with forward slashes. */
export async function listTree(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}
