import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE, SecretBoxError, createSecretBox, loadOrCreateKey } from './crypto';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-crypto-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips text, including empty and non-ASCII', () => {
    for (const plain of [
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      '',
      'jeton secret — 秘密 🔑',
      'x'.repeat(10_000),
    ]) {
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it('uses a fresh IV every time and a versioned format', () => {
    const a = box.seal('same');
    const b = box.seal('same');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('same');
  });

  it('detects any altered byte', () => {
    const sealed = box.seal('ghp_token');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered.writeUInt8(tampered.readUInt8(index) ^ 0x01, index);
      expect(() => box.open(`v1.${tampered.toString('base64url')}`)).toThrow(SecretBoxError);
    }
  });

  it('refuses values sealed with another key', () => {
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(box.seal('ghp_token'))).toThrow('Sealed value was altered or sealed with another key');
  });

  it('refuses malformed input', () => {
    for (const bad of ['', 'ghp_plain_token', 'v2.AAAA', 'v1.', 'v1.AAAA', 'v1.a.b', 'v1.###']) {
      expect(() => box.open(bad)).toThrow(SecretBoxError);
    }
  });

  it('requires a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('The secret key must be 32 bytes');
  });
});

describe('loadOrCreateKey', () => {
  it('creates an owner-only key file once and reuses it', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const first = loadOrCreateKey(dir);
    expect(first.length).toBe(32);
    const file = join(dir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(readdirSync(dir)).toEqual([SECRET_KEY_FILE]);

    const second = loadOrCreateKey(dir);
    expect(second.equals(first)).toBe(true);
    const sealed = createSecretBox(first).seal('kept across restarts');
    expect(createSecretBox(second).open(sealed)).toBe('kept across restarts');
  });

  it('prefers a key from the environment, as hex or base64, and writes no file', () => {
    const dir = tempDir();
    const key = randomBytes(32);
    expect(loadOrCreateKey(dir, key.toString('hex')).equals(key)).toBe(true);
    expect(loadOrCreateKey(dir, ` ${key.toString('base64')}\n`).equals(key)).toBe(true);
    expect(() => statSync(join(dir, SECRET_KEY_FILE))).toThrow();
    expect(loadOrCreateKey(dir, '').length).toBe(32);
  });

  it('refuses a malformed environment key rather than inventing one', () => {
    const dir = tempDir();
    for (const bad of ['short', 'z'.repeat(64), randomBytes(16).toString('base64'), randomBytes(31).toString('hex')]) {
      expect(() => loadOrCreateKey(dir, bad)).toThrow('must be 64 hex characters or the base64 of 32 bytes');
    }
  });

  it('refuses a damaged key file instead of overwriting it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, SECRET_KEY_FILE), 'not a key\n');
    expect(() => loadOrCreateKey(dir)).toThrow(SecretBoxError);
    expect(readFileSync(join(dir, SECRET_KEY_FILE), 'utf8')).toBe('not a key\n');
  });
});
