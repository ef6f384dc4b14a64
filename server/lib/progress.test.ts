import { afterEach, describe, expect, it, vi } from 'vitest';
import { phase } from './progress';

afterEach(() => vi.restoreAllMocks());

function captureStdout() {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  return () => out;
}

describe('phase', () => {
  it('names the phase when it begins and ends the same line with its time and detail', async () => {
    const output = captureStdout();
    const result = await phase(
      'Preparing the database',
      async () => 42,
      (n) => `answer ${n}`,
    );
    expect(result).toBe(42);
    expect(output()).toMatch(/^Preparing the database… done in \d+\.\d s \(answer 42\)\n$/);
  });

  it('says so when the phase fails, and lets the error through', async () => {
    const output = captureStdout();
    await expect(
      phase('Building the client', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(output()).toBe('Building the client… failed\n');
  });
});
