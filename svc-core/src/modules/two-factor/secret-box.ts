import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { parseMfaEncryptionKey, type Config } from '@clinic/server-kit';

type KeyConfig = Pick<Config, 'dataDir' | 'mfaEncryptionKey'>;

export function mfaKeyPath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'keys', 'mfa-encryption.key');
}

/**
 * The key file outside production (production must set MFA_ENCRYPTION_KEY, see loadConfig). Made
 * once: the new key is linked into place, which fails if another process got there first, and then
 * that process's key is read.
 */
function keyFromFile(config: Pick<Config, 'dataDir'>): Buffer {
  const file = mfaKeyPath(config);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = parseMfaEncryptionKey(fs.readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key: remove it to have a new one made (two-factor secrets encrypted with it are lost)`);
  return key;
}

interface MfaKeys {
  /** AES-256-GCM key of the TOTP secrets. */
  encryption: Buffer;
  /** HMAC-SHA256 key of the recovery codes (derived, so one setting serves both). */
  recoveryCodes: Buffer;
}

const cache = new Map<string, MfaKeys>();

export function mfaKeys(config: KeyConfig): MfaKeys {
  const id = config.mfaEncryptionKey ?? `file:${config.dataDir}`;
  let keys = cache.get(id);
  if (!keys) {
    const encryption = config.mfaEncryptionKey ? parseMfaEncryptionKey(config.mfaEncryptionKey)! : keyFromFile(config);
    keys = { encryption, recoveryCodes: Buffer.from(hkdfSync('sha256', encryption, 'clinic-mfa', 'recovery-codes', 32)) };
    cache.set(id, keys);
  }
  return keys;
}

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM with a random 96-bit IV. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret; throws when the value was not made with this key (a changed MFA_ENCRYPTION_KEY) or was altered. */
export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are stored as their HMAC: the 50-bit codes cannot be guessed from a copy of the database without the key. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code, 'utf8').digest('hex');
}
