import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decryptSecret, encryptSecret, mfaKeyPath, mfaKeys, recoveryCodeHash } from './secret-box';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfa-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('TOTP secrets at rest', () => {
  const key = Buffer.alloc(32, 3);

  it('stores a secret encrypted, a new IV each time, and reads it back', () => {
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    const b = encryptSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DP');
    expect(a).not.toBe(b);
    expect(decryptSecret(key, a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses an altered value and a value sealed under another key', () => {
    const sealed = encryptSecret(key, 'SECRET');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(Buffer.alloc(32, 4), sealed)).toThrow();
    expect(() => decryptSecret(key, 'plain-text')).toThrow();
  });
});

describe('the encryption key', () => {
  it('outside production is made in DATA_DIR/keys, readable by its owner only', () => {
    const dir = dataDir();
    const first = mfaKeys({ dataDir: dir, mfaEncryptionKey: undefined });
    expect(fs.statSync(mfaKeyPath({ dataDir: dir })).mode & 0o777).toBe(0o600);
    // What the next start (or another process) reads:
    expect(Buffer.from(fs.readFileSync(mfaKeyPath({ dataDir: dir }), 'utf8'), 'base64').equals(first.encryption)).toBe(true);
    expect(first.encryption).toHaveLength(32);
  });

  it('is MFA_ENCRYPTION_KEY when set, with no file made', () => {
    const dir = dataDir();
    const keys = mfaKeys({ dataDir: dir, mfaEncryptionKey: 'ab'.repeat(32) });
    expect(keys.encryption.equals(Buffer.from('ab'.repeat(32), 'hex'))).toBe(true);
    expect(fs.existsSync(mfaKeyPath({ dataDir: dir }))).toBe(false);
  });

  it('hashes recovery codes with a key of its own: same code, same hash; other key, other hash', () => {
    const one = mfaKeys({ dataDir: dataDir(), mfaEncryptionKey: 'cd'.repeat(32) });
    const two = mfaKeys({ dataDir: dataDir(), mfaEncryptionKey: 'ef'.repeat(32) });
    expect(recoveryCodeHash(one.recoveryCodes, 'k3m9x-7qp2a')).toBe(recoveryCodeHash(one.recoveryCodes, 'k3m9x-7qp2a'));
    expect(recoveryCodeHash(one.recoveryCodes, 'k3m9x-7qp2a')).not.toBe(recoveryCodeHash(two.recoveryCodes, 'k3m9x-7qp2a'));
    expect(one.recoveryCodes.equals(one.encryption)).toBe(false);
  });
});
