import { describe, expect, it } from 'vitest';
import { uploadDisplayName } from './upload-name';

describe('uploadDisplayName', () => {
  it('keeps ordinary names, NFC-normalised and trimmed', () => {
    expect(uploadDisplayName('Hero Banner.png')).toBe('Hero Banner.png');
    expect(uploadDisplayName('  cafe\u0301.txt ')).toBe('café.txt');
  });

  it('keeps only the last segment of a path', () => {
    expect(uploadDisplayName('../../etc/passwd')).toBe('passwd');
    expect(uploadDisplayName('C:\\Users\\ann\\photo.jpg')).toBe('photo.jpg');
  });

  it('drops control characters and direction overrides', () => {
    expect(uploadDisplayName('a\u0000b\u001fc\u007f\u202Egnp.exe')).toBe('abcgnp.exe');
  });

  it('shortens long names to 255 characters and keeps the extension', () => {
    const name = uploadDisplayName(`${'é'.repeat(10_000)}.jpeg`);
    expect([...name].length).toBe(255);
    expect(name.endsWith('éé.jpeg')).toBe(true);
    expect([...uploadDisplayName('x'.repeat(300))].length).toBe(255);
  });

  it('falls back to "file" when nothing usable is left', () => {
    for (const raw of [undefined, '', '   ', '..', '.', 'dir/', '\u0001\u0002']) {
      expect(uploadDisplayName(raw), String(raw)).toBe('file');
    }
  });
});
