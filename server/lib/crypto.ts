import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT_VERSION = 'v1';
export const SECRET_KEY_FILE = 'secret.key';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM with a fresh random IV per value. Sealed text is `v1.` + base64url(iv ‖ ciphertext ‖ tag);
 * the version prefix leaves room to change algorithm or key without guessing at old values.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`The secret key must be ${KEY_BYTES} bytes`);
  const secret = Buffer.from(key);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT_VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload, extra] = sealed.split('.');
      if (
        version !== FORMAT_VERSION ||
        payload === undefined ||
        extra !== undefined ||
        !/^[A-Za-z0-9_-]*$/.test(payload)
      ) {
        throw new SecretBoxError('Sealed value has an unknown format');
      }
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('Sealed value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('Sealed value was altered or sealed with another key');
      }
    },
  };
}

function parseKey(text: string, source: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  throw new SecretBoxError(`${source} must be 64 hex characters or the base64 of 32 bytes`);
}

/**
 * The key from the environment when given; otherwise the one in DATA_DIR/secret.key, created
 * (owner-only) on first start and reused after, so sealed values survive restarts.
 */
export function loadOrCreateKey(dataDir: string, envKey?: string): Buffer {
  if (envKey !== undefined && envKey.trim() !== '') return parseKey(envKey, 'The configured secret key');
  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    return parseKey(readFileSync(file, 'utf8'), `The key in ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // Written aside and hard-linked into place: the key file appears complete or not at all, and
  // a second process starting at the same moment cannot replace it.
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
    return key;
  } catch (error) {
    // Another process won: use its key, or values sealed by one would not open in the other.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return parseKey(readFileSync(file, 'utf8'), `The key in ${file}`);
    throw error;
  } finally {
    unlinkSync(tmp);
  }
}
