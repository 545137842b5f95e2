import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT, exportSPKI, generateKeyPair } from 'jose';
import { ERROR_CODES, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@clinic/contracts';
import { AppError } from './errors';
import { derivedSecret, ensureKeyFiles, keyFilePaths, loadSigningKey, loadVerifyKey, signToken, verifyToken, type TokenKey } from './tokens';

let dataDir: string;
let privateKey: TokenKey;
let publicKey: TokenKey;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-tokens-'));
  await ensureKeyFiles({ dataDir });
  privateKey = await loadSigningKey({ dataDir });
  publicKey = await loadVerifyKey({ dataDir });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('key files', () => {
  it('generates a key pair once and keeps it', async () => {
    const { privatePath, publicPath } = keyFilePaths({ dataDir });
    const before = fs.readFileSync(privatePath, 'utf8');
    expect(before).toContain('BEGIN PRIVATE KEY');
    expect(fs.readFileSync(publicPath, 'utf8')).toContain('BEGIN PUBLIC KEY');
    expect(fs.statSync(privatePath).mode & 0o077).toBe(0);
    await ensureKeyFiles({ dataDir });
    expect(fs.readFileSync(privatePath, 'utf8')).toBe(before);
  });

  it('several processes starting at once end with one matching pair', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-keys-race-'));
    try {
      await Promise.all([ensureKeyFiles({ dataDir: dir }), ensureKeyFiles({ dataDir: dir }), ensureKeyFiles({ dataDir: dir })]);
      const token = await signToken('staff', { sub: '1' }, { key: await loadSigningKey({ dataDir: dir }), ttlSeconds: 60 });
      await expect(verifyToken('staff', token, await loadVerifyKey({ dataDir: dir }))).resolves.toMatchObject({ sub: '1' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses configured PEM keys without touching the data folder', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const dir = path.join(dataDir, 'unused');
    const key = await loadVerifyKey({ dataDir: dir, jwtPublicKey: await exportSPKI(pair.publicKey) });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1m')
      .sign(pair.privateKey);
    await expect(verifyToken('staff', token, key)).resolves.toMatchObject({ iss: TOKEN_ISSUER });
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('explains a missing key', async () => {
    await expect(loadVerifyKey({ dataDir: path.join(dataDir, 'none') })).rejects.toThrow(/JWT_PUBLIC_KEY/);
  });
});

describe('derivedSecret', () => {
  it('gives every process holding the signing key the same secret per use, a different one per use and per key', async () => {
    const again = await loadSigningKey({ dataDir });
    const secret = derivedSecret(privateKey, 'one-time-codes');
    expect(secret).toHaveLength(32);
    expect(derivedSecret(again, 'one-time-codes').equals(secret)).toBe(true);
    expect(derivedSecret(privateKey, 'another use').equals(secret)).toBe(false);

    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-tokens-other-'));
    try {
      await ensureKeyFiles({ dataDir: otherDir });
      expect(derivedSecret(await loadSigningKey({ dataDir: otherDir }), 'one-time-codes').equals(secret)).toBe(false);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses the public key, which every service holds', () => {
    expect(() => derivedSecret(publicKey, 'one-time-codes')).toThrow('private signing key');
  });
});

describe('signToken / verifyToken', () => {
  it('round-trips claims with issuer, audience of the kind, iat and exp', async () => {
    const token = await signToken('staff', { sub: 7, username: 'admin', a: true }, { key: privateKey, ttlSeconds: 600 });
    const claims = await verifyToken<{ username: string; a: boolean }>('staff', token, publicKey);
    expect(claims).toMatchObject({ sub: '7', username: 'admin', a: true, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE.staff });
    expect(claims.exp! - claims.iat!).toBe(600);
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const token = await signToken('staff', { sub: '1' }, { key: privateKey, ttlSeconds: -10 });
    const err = await rejection(verifyToken('staff', token, publicKey));
    expect(err.status).toBe(401);
    expect(err.code).toBe(ERROR_CODES.tokenExpired);
  });

  it('refuses a token whose payload was changed', async () => {
    const token = await signToken('staff', { sub: '2', a: false, s: true }, { key: privateKey, ttlSeconds: 600 });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [header, b64url({ ...claims, a: true }), signature].join('.');
    const err = await rejection(verifyToken('staff', tampered, publicKey));
    expect(err.status).toBe(401);
    expect(err.code).toBe(ERROR_CODES.unauthorized);
  });

  it('refuses alg "none"', async () => {
    const unsigned = new UnsecuredJWT({ a: true, s: true })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setSubject('1')
      .setExpirationTime('1h')
      .encode();
    const err = await rejection(verifyToken('staff', unsigned, publicKey));
    expect(err.status).toBe(401);
    expect(err.code).toBe(ERROR_CODES.unauthorized);
  });

  it('refuses another algorithm even with a valid signature (HS256 with the public key as secret)', async () => {
    const pem = fs.readFileSync(keyFilePaths({ dataDir }).publicPath);
    const forged = await new SignJWT({ a: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1h')
      .sign(new Uint8Array(pem));
    expect((await rejection(verifyToken('staff', forged, publicKey))).status).toBe(401);
  });

  it('refuses a token of another kind (audience)', async () => {
    const booking = await signToken('booking', { email: 'x@example.com' }, { key: privateKey, ttlSeconds: 600 });
    expect((await rejection(verifyToken('staff', booking, publicKey))).code).toBe(ERROR_CODES.unauthorized);
    await expect(verifyToken('booking', booking, publicKey)).resolves.toMatchObject({ email: 'x@example.com' });
  });

  it('refuses a token signed with another key', async () => {
    const other = await generateKeyPair('ES256');
    const token = await signToken('staff', { sub: '1', a: true }, { key: other.privateKey, ttlSeconds: 600 });
    expect((await rejection(verifyToken('staff', token, publicKey))).status).toBe(401);
  });

  it('keeps refusing a verified token once it expires, and as another kind', async () => {
    const token = await signToken('staff', { sub: '3' }, { key: privateKey, ttlSeconds: 2 });
    const { exp } = await verifyToken('staff', token, publicKey);
    expect((await rejection(verifyToken('booking', token, publicKey))).code).toBe(ERROR_CODES.unauthorized);
    await new Promise((resolve) => setTimeout(resolve, exp! * 1000 - Date.now() + 20));
    expect((await rejection(verifyToken('staff', token, publicKey))).code).toBe(ERROR_CODES.tokenExpired);
  });

  it('refuses a wrong issuer and garbage', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer('someone-else')
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await rejection(verifyToken('staff', token, publicKey))).status).toBe(401);
    expect((await rejection(verifyToken('staff', 'not.a.token', publicKey))).status).toBe(401);
  });
});
