import { describe, expect, it } from 'vitest';
import { safeDisplayName } from './safe-display-name';

describe('safeDisplayName', () => {
  it('accepts ordinary names, trimmed', () => {
    expect(safeDisplayName('  hero banner.png  ')).toBe('hero banner.png');
    expect(safeDisplayName('Résumé – final (2).pdf')).toBe('Résumé – final (2).pdf');
    expect(safeDisplayName('.env.example')).toBe('.env.example');
    expect(safeDisplayName('a'.repeat(255))).toBe('a'.repeat(255));
    expect(safeDisplayName('日'.repeat(255))).toBe('日'.repeat(255));
  });

  it('refuses empty and blank names', () => {
    expect(safeDisplayName('')).toEqual({ error: 'File name is required' });
    expect(safeDisplayName('   \t ')).toEqual({ error: 'File name is required' });
  });

  it('refuses names longer than 255 characters, including a 10 KB one', () => {
    expect(safeDisplayName('a'.repeat(256))).toEqual({ error: 'File name must be at most 255 characters' });
    expect(safeDisplayName('x'.repeat(10 * 1024))).toEqual({ error: 'File name must be at most 255 characters' });
  });

  it('refuses path separators and traversal', () => {
    expect(safeDisplayName('../../etc/passwd')).toEqual({ error: 'File name cannot contain / or \\' });
    expect(safeDisplayName('..\\..\\boot.ini')).toEqual({ error: 'File name cannot contain / or \\' });
    expect(safeDisplayName('.')).toEqual({ error: 'File name cannot be . or ..' });
    expect(safeDisplayName(' .. ')).toEqual({ error: 'File name cannot be . or ..' });
  });

  it('refuses control characters and direction overrides', () => {
    for (const name of [
      'bad\u0000name',
      'line\nbreak.txt',
      'bell\u0007',
      'del\u007f',
      'c1\u0085x',
      'invoice\u202Egpj.exe',
    ]) {
      expect(safeDisplayName(name)).toEqual({ error: 'File name cannot contain control characters' });
    }
  });
});
