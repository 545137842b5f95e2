import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync, hkdfSync, KeyObject, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, importPKCS8, importSPKI, jwtVerify, type JWTPayload, type KeyLike } from 'jose';
import { LRUCache } from 'lru-cache';
import { ERROR_CODES, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenKind } from '@clinic/contracts';
import type { Config } from './config';
import { errors } from './errors';

/** The only algorithm signed and accepted (asymmetric; `none` and HMAC are refused). */
export const TOKEN_ALGORITHM = 'ES256';

export type TokenKey = KeyLike;

type KeyConfig = Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey'>;

export function keyFilePaths(config: Pick<Config, 'dataDir'>): { privatePath: string; publicPath: string } {
  const dir = path.join(config.dataDir, 'keys');
  return { privatePath: path.join(dir, 'jwt-private.pem'), publicPath: path.join(dir, 'jwt-public.pem') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Generates `<dataDir>/keys/jwt-private.pem` and `jwt-public.pem` (ES256) unless JWT_* keys are
 * configured or the files exist. Safe when several processes start at once: one writes, the others
 * wait for the public key, which is moved into place last.
 */
export async function ensureKeyFiles(config: KeyConfig): Promise<void> {
  if (config.jwtPrivateKey && config.jwtPublicKey) return;
  const { privatePath, publicPath } = keyFilePaths(config);
  if (fs.existsSync(privatePath) && fs.existsSync(publicPath)) return;
  const dir = path.dirname(privatePath);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, '.generating');
  let lock: number | undefined;
  try {
    lock = fs.openSync(lockPath, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if (lock === undefined) {
    for (let waited = 0; waited < 10_000; waited += 50) {
      if (fs.existsSync(publicPath) && fs.existsSync(privatePath)) return;
      await sleep(50);
    }
    throw new Error(`Timed out waiting for JWT key files in ${dir} (remove ${lockPath} if no process is starting)`);
  }
  try {
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const suffix = `.${process.pid}.tmp`;
    fs.writeFileSync(privatePath + suffix, privateKey, { mode: 0o600 });
    fs.writeFileSync(publicPath + suffix, publicKey, { mode: 0o644 });
    fs.renameSync(privatePath + suffix, privatePath);
    fs.renameSync(publicPath + suffix, publicPath);
  } finally {
    fs.closeSync(lock);
    fs.rmSync(lockPath, { force: true });
  }
}

function readPem(inline: string | undefined, file: string, what: string): string {
  if (inline) return inline;
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No JWT ${what} key: set JWT_${what.toUpperCase()}_KEY or create ${file} (ensureKeyFiles)`);
  }
}

/** The private key that signs tokens (svc-core only). */
export async function loadSigningKey(config: KeyConfig): Promise<TokenKey> {
  return importPKCS8(readPem(config.jwtPrivateKey, keyFilePaths(config).privatePath, 'private'), TOKEN_ALGORITHM);
}

/** The public key that verifies tokens (every service and the gateway). */
export async function loadVerifyKey(config: KeyConfig): Promise<TokenKey> {
  return importSPKI(readPem(config.jwtPublicKey, keyFilePaths(config).publicPath, 'public'), TOKEN_ALGORITHM);
}

export interface SignOptions {
  key: TokenKey;
  ttlSeconds: number;
}

/** Signs a token of one kind: iss TOKEN_ISSUER, aud TOKEN_AUDIENCE[kind], iat, exp, jti; `sub` taken from claims. */
export async function signToken(kind: TokenKind, claims: Record<string, unknown>, { key, ttlSeconds }: SignOptions): Promise<string> {
  const { sub, iss: _iss, aud: _aud, exp: _exp, iat: _iat, nbf: _nbf, jti: _jti, ...rest } = claims;
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(rest as JWTPayload)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE[kind])
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(randomUUID());
  if (sub !== undefined) jwt.setSubject(String(sub));
  return jwt.sign(key);
}

/**
 * Tokens already verified, per verifying key, until they expire. The signature check is most of the
 * CPU of an authenticated request, and a session presents the same token on every call (through the
 * gateway and again at the service).
 */
const verifiedTokens = new WeakMap<TokenKey, LRUCache<string, JWTPayload>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedTokensOf(key: TokenKey): LRUCache<string, JWTPayload> {
  let cache = verifiedTokens.get(key);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedTokens.set(key, cache);
  }
  return cache;
}

/**
 * Verifies signature (ES256 only), issuer, audience of the kind and expiry. Throws AppError 401:
 * TOKEN_EXPIRED when expired, UNAUTHORIZED for anything else.
 */
export async function verifyToken<T = JWTPayload>(kind: TokenKind, token: string, key: TokenKey): Promise<T & JWTPayload> {
  const cache = verifiedTokensOf(key);
  const cacheKey = `${kind} ${token}`;
  const known = cache.get(cacheKey);
  if (known) return { ...known } as T & JWTPayload;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE[kind],
    });
    // Every token we sign has an exp; it is kept no longer than it is valid.
    if (payload.exp) cache.set(cacheKey, { ...payload }, { ttl: payload.exp * 1000 - Date.now() });
    return payload as T & JWTPayload;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) {
      throw errors.unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.tokenExpired);
    }
    throw errors.unauthorized('Invalid token.');
  }
}

/**
 * A 32-byte secret for one use (`label`), derived with HKDF from the private signing key: every
 * instance sharing the key derives the same secret, and no second secret has to be configured.
 */
export function derivedSecret(signingKey: TokenKey, label: string): Buffer {
  if (!(signingKey instanceof KeyObject) || signingKey.type !== 'private') throw new Error('derivedSecret needs the private signing key');
  const material = signingKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(hkdfSync('sha256', material, 'clinic-derived-secret', label, 32));
}
