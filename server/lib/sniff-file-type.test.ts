import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isScriptCapable, sniffFileType } from './sniff-file-type';

let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b82f6' } });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});

// The smallest MP4 a player recognises: one `ftyp` box, brand isom.
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
]);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('sniffFileType', () => {
  it('trusts the bytes over a lying declared type', async () => {
    expect(await sniffFileType(png, 'image/gif', 'photo.gif')).toEqual({ mime: 'image/png', kind: 'image' });
    expect(await sniffFileType(jpeg, 'text/html', 'page.html')).toEqual({ mime: 'image/jpeg', kind: 'image' });
  });

  it('recognises PDF and MP4 whatever they claim', async () => {
    expect(await sniffFileType(pdf, 'application/octet-stream', 'doc')).toEqual({
      mime: 'application/pdf',
      kind: 'pdf',
    });
    expect(await sniffFileType(mp4, 'image/png', 'clip.png')).toEqual({ mime: 'video/mp4', kind: 'video' });
  });

  it('detects SVG by its content, with or without an XML prolog', async () => {
    const bare = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const withProlog = Buffer.from(
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(await sniffFileType(bare, 'image/png', 'logo.png')).toEqual({ mime: 'image/svg+xml', kind: 'image' });
    expect(await sniffFileType(withProlog, 'text/plain', 'logo.txt')).toEqual({ mime: 'image/svg+xml', kind: 'image' });
    const commented = Buffer.from('<!-- icon -->\n<svg viewBox="0 0 1 1"></svg>');
    expect((await sniffFileType(commented, 'text/plain', 'icon.txt')).mime).toBe('image/svg+xml');
  });

  it('recognises HTML and XML from the bytes, whatever the declared type', async () => {
    const html = Buffer.from('\n  <!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    expect(await sniffFileType(html, 'image/jpeg', 'cat.jpg')).toEqual({ mime: 'text/html', kind: 'other' });
    expect((await sniffFileType(Buffer.from('<script>alert(1)</script>'), 'text/plain', 'a.txt')).mime).toBe(
      'text/html',
    );
    const pageWithIcon = Buffer.from('<!doctype html><html><body><svg viewBox="0 0 1 1"></svg></body></html>');
    expect(await sniffFileType(pageWithIcon, 'text/html', 'index.html')).toEqual({ mime: 'text/html', kind: 'other' });
    expect((await sniffFileType(Buffer.from('<?xml version="1.0"?><feed/>'), 'text/plain', 'feed.txt')).mime).toBe(
      'application/xml',
    );
    expect(
      (await sniffFileType(Buffer.from('<?xml version="1.0"?><feed/>'), 'application/atom+xml', 'feed.atom')).mime,
    ).toBe('application/atom+xml');
    const xhtml = Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>');
    expect((await sniffFileType(xhtml, 'application/octet-stream', 'page')).mime).toBe('application/xhtml+xml');
  });

  it('keeps harmless text types and falls back to text/plain', async () => {
    expect(await sniffFileType(Buffer.from('just some notes\n'), 'text/plain', 'notes.txt')).toEqual({
      mime: 'text/plain',
      kind: 'other',
    });
    expect((await sniffFileType(Buffer.from('.btn { color: red; }'), 'text/css', 'site.css')).mime).toBe('text/css');
    expect((await sniffFileType(Buffer.from('{"a":1}'), 'application/octet-stream', 'data.json')).mime).toBe(
      'application/json',
    );
    expect((await sniffFileType(Buffer.from('a,b\n1,2\n'), 'image/png', 'table.png')).mime).toBe('text/plain');
    expect((await sniffFileType(Buffer.from(''), '', 'empty')).mime).toBe('text/plain');
  });

  it('never lowers a text file that claims a script-capable type', async () => {
    expect((await sniffFileType(Buffer.from('hello'), 'text/html', 'page.html')).mime).toBe('text/html');
    expect((await sniffFileType(Buffer.from('hello'), 'text/plain', 'page.htm')).mime).toBe('text/html');
    expect((await sniffFileType(Buffer.from('hello'), 'application/octet-stream', 'icon.svg')).mime).toBe(
      'image/svg+xml',
    );
  });

  it('calls unknown binary data an octet stream, even when it claims to be an image', async () => {
    const noise = Buffer.from([0x00, 0x13, 0x37, 0x00, 0xff, 0x01, 0x02, 0x03]);
    expect(await sniffFileType(noise, 'image/gif', 'x.gif')).toEqual({
      mime: 'application/octet-stream',
      kind: 'other',
    });
  });

  it('reads UTF-16 text with a byte-order mark', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le'),
    ]);
    expect((await sniffFileType(utf16, 'text/plain', 'a.txt')).mime).toBe('image/svg+xml');
  });
});

describe('isScriptCapable', () => {
  it('flags the document types a browser can run script in', () => {
    for (const mime of [
      'image/svg+xml',
      'text/html',
      'text/html; charset=utf-8',
      'application/xhtml+xml',
      'application/xml',
      'text/xml',
      'application/rss+xml',
      'TEXT/HTML',
    ]) {
      expect(isScriptCapable(mime)).toBe(true);
    }
    for (const mime of [
      'image/png',
      'video/mp4',
      'application/pdf',
      'text/plain',
      'text/css',
      'application/json',
      'application/octet-stream',
    ]) {
      expect(isScriptCapable(mime)).toBe(false);
    }
  });
});
