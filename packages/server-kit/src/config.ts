import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_STAFF_IDLE_MINUTES, explainerVideosSchema, STAFF_MFA_MODES, type ExplainerVideos, type StaffMfaMode } from '@clinic/contracts';

export type PaymentProvider = 'local' | 'stripe';

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  /** The gateway's port (PORT). */
  port: number;
  corePort: number;
  notifyPort: number;
  /** HOST: the address every service listens on (default 127.0.0.1; 0.0.0.0 or :: in a container). */
  host: string;
  /** CORE_URL: the base URLs of the svc-core API replicas (comma-separated; one entry by default and behind a Kubernetes Service). */
  coreUrls: string[];
  /** NOTIFY_URL: the base URLs of the svc-notify replicas, likewise. */
  notifyUrls: string[];
  /** The first of `coreUrls` (callers that talk to one address). */
  coreUrl: string;
  /** The first of `notifyUrls` (svc-core's notify client). */
  notifyUrl: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key (queues, rate limits), so several stacks can share one server. */
  redisPrefix: string;
  smtpUrl?: string;
  smtpFrom: string;
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER: SMS through Twilio; without them SMS are captured (dev outbox). */
  twilio?: TwilioSettings;
  publicUrl: string;
  paymentProvider: PaymentProvider;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /**
   * STRIPE_API_BASE_URL: where the Stripe SDK sends API requests, an http(s) origin such as
   * `http://127.0.0.1:12111` (a stripe-mock or other Stripe-compatible test server); unset = Stripe itself.
   */
  stripeApiBaseUrl?: string;
  /** PEM strings from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY; when absent the key files in `<dataDir>/keys` are used. */
  jwtPrivateKey?: string;
  jwtPublicKey?: string;
  /** Absolute path of the data folder (embedded database, key files, uploads). */
  dataDir: string;
  seedPassword: string;
  /** EXPLAINER_VIDEOS: the YouTube id of the explainer video of each display language (JSON), served to the public site. */
  explainerVideos: ExplainerVideos;
  /** I693_TUTORIAL_VIDEOS: the same for the video tutorial the I-693 page links to. */
  i693TutorialVideos: ExplainerVideos;
  /**
   * API_REPLY_CHECK: whether svc-core checks each JSON reply against its route's reply schema: never in production;
   * otherwise 'warn' (logs a mismatch, the default), 'strict' (answers it 500) or 'off'.
   */
  apiReplyCheck: ApiReplyCheckMode;
  /** TRUST_PROXY: how many proxies (load balancers) in front of the gateway append to X-Forwarded-For; 0 = the socket address is the client. */
  trustProxy: number;
  /** STAFF_MFA: who must enrol in two-factor sign-in before using the back office (default admins in production, optional otherwise). */
  staffMfa: StaffMfaMode;
  /** STAFF_IDLE_MINUTES: a staff session ends after this long without a request (HIPAA 164.312(a)(2)(iii)). */
  staffIdleMinutes: number;
  /** MFA_ENCRYPTION_KEY: 32 bytes (base64 or 64 hex digits) encrypting TOTP secrets at rest; when absent `<dataDir>/keys/mfa-encryption.key` is used. */
  mfaEncryptionKey?: string;
  /** I693_FORM_PDF: absolute path of the blank official Form I-693 downloaded from USCIS; without it the I-693 PDF is the practice's data sheet. */
  i693FormPdf?: string;
  /** FILE_STORAGE and S3_*: where uploaded and generated files are kept (`DATA_DIR/files` by default, or an S3-compatible bucket). */
  fileStorage: FileStorageSettings;
}

/** FILE_STORAGE=local: files under `DATA_DIR/files` (one machine); s3: one bucket every replica reads (credentials from the AWS SDK's chain). */
export type FileStorageSettings = { kind: 'local' } | S3StorageSettings;

export interface S3StorageSettings {
  kind: 's3';
  /** S3_BUCKET */
  bucket: string;
  /** S3_REGION (else AWS_REGION; `us-east-1` with an S3_ENDPOINT). */
  region: string;
  /** S3_ENDPOINT: an S3-compatible server's address; none for AWS S3. */
  endpoint?: string;
  /** S3_FORCE_PATH_STYLE: `http://host/bucket/key` addresses (most S3-compatible servers); default true with S3_ENDPOINT. */
  forcePathStyle: boolean;
  /** S3_PREFIX: put before every key (`clinic/` keeps the files under that folder of a shared bucket); '' by default. */
  prefix: string;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** TWILIO_API_BASE_URL: Twilio's API address; tests point it at a local fake. */
  apiBaseUrl?: string;
}

export const DEFAULT_SEED_PASSWORD = 'dev-password';
export const DEFAULT_SMTP_FROM = 'Clinic <no-reply@clinic.local>';

/**
 * The repository root: the nearest folder above `from` whose package.json declares the npm workspaces.
 * Found by walking up rather than counted, because this code runs both from its source
 * (packages/server-kit/src) and compiled into a bundle (svc-core/dist/main.js, dist/start.js).
 */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(pkg.workspaces)) return dir;
    } catch {
      // no package.json here (or not readable): keep walking up
    }
    if (path.dirname(dir) === dir) throw new Error(`No repository root (a package.json with "workspaces") above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot();

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function portOf(env: Env, name: string, fallback: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return value;
}

/** HOST: an IPv4 or IPv6 address or a host name to listen on; 127.0.0.1 when unset. */
function hostOf(env: Env): string {
  const raw = optional(env, 'HOST');
  if (raw === undefined) return '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(raw) || raw.length > 253) {
    throw new ConfigError(`HOST must be an address to listen on such as 127.0.0.1 or 0.0.0.0, got "${raw}"`);
  }
  return raw;
}

function urlOf(env: Env, name: string, fallback: string): string {
  const value = optional(env, name) ?? fallback;
  try {
    new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/** Most replicas one service's list may name (the gateway keeps a bit per replica for each request). */
export const MAX_UPSTREAMS = 30;

/**
 * A comma-separated list of http(s) base URLs (CORE_URL, NOTIFY_URL: one per replica the gateway balances
 * across; one entry is the default and the usual case). Each is checked; blanks between commas are ignored.
 */
function urlListOf(env: Env, name: string, fallback: string): string[] {
  const entries = (optional(env, name) ?? fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new ConfigError(`${name} must be one or more http:// or https:// base URLs separated by commas`);
  const urls = entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`${name} must be http:// or https:// base URLs separated by commas; "${entry}" is not an absolute URL`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
      throw new ConfigError(`${name} must be http:// or https:// base URLs separated by commas, without query, fragment or credentials; got "${entry}"`);
    }
    return entry.replace(/\/+$/, '');
  });
  if (urls.length > MAX_UPSTREAMS)
    throw new ConfigError(`${name} lists ${urls.length} addresses; at most ${MAX_UPSTREAMS} (put a load balancer in front of more)`);
  const repeated = urls.find((url, i) => urls.indexOf(url) !== i);
  if (repeated) throw new ConfigError(`${name} lists "${repeated}" twice`);
  return urls;
}

/** PEM keys passed through env files often carry literal "\n" sequences instead of line breaks. */
function pemOf(env: Env, name: string): string | undefined {
  const value = optional(env, name);
  return value?.replace(/\\n/g, '\n');
}

/**
 * Reads the configuration from the environment (DESIGN.md section 2). Every setting is optional and
 * defaults to the embedded, single-machine set-up. In production it refuses default secrets.
 */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = optional(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = portOf(env, 'PORT', 8080);
  const corePort = portOf(env, 'CORE_PORT', 8081);
  const host = hostOf(env);
  const notifyPort = portOf(env, 'NOTIFY_PORT', 8082);

  const provider = optional(env, 'PAYMENT_PROVIDER') ?? 'local';
  if (provider !== 'local' && provider !== 'stripe') {
    throw new ConfigError(`PAYMENT_PROVIDER must be "local" or "stripe", got "${provider}"`);
  }

  const dataDirRaw = optional(env, 'DATA_DIR');
  const dataDir = dataDirRaw ? path.resolve(dataDirRaw) : path.join(REPO_ROOT, '.data');
  const i693FormPdf = optional(env, 'I693_FORM_PDF');

  const coreUrls = urlListOf(env, 'CORE_URL', `http://127.0.0.1:${corePort}`);
  const notifyUrls = urlListOf(env, 'NOTIFY_URL', `http://127.0.0.1:${notifyPort}`);

  const config: Config = {
    nodeEnv,
    isProduction,
    port,
    corePort,
    host,
    notifyPort,
    coreUrls,
    notifyUrls,
    coreUrl: coreUrls[0]!,
    notifyUrl: notifyUrls[0]!,
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    redisPrefix: optional(env, 'REDIS_PREFIX') ?? 'clinic',
    smtpUrl: optional(env, 'SMTP_URL'),
    smtpFrom: optional(env, 'SMTP_FROM') ?? DEFAULT_SMTP_FROM,
    twilio: twilioOf(env),
    publicUrl: urlOf(env, 'PUBLIC_URL', `http://127.0.0.1:${port}`),
    paymentProvider: provider,
    stripeSecretKey: optional(env, 'STRIPE_SECRET_KEY'),
    stripeWebhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
    stripeApiBaseUrl: stripeApiBaseUrlOf(env),
    jwtPrivateKey: pemOf(env, 'JWT_PRIVATE_KEY'),
    jwtPublicKey: pemOf(env, 'JWT_PUBLIC_KEY'),
    dataDir,
    seedPassword: env.SEED_PASSWORD ?? DEFAULT_SEED_PASSWORD,
    explainerVideos: videosOf(env, 'EXPLAINER_VIDEOS'),
    i693TutorialVideos: videosOf(env, 'I693_TUTORIAL_VIDEOS'),
    trustProxy: trustProxyOf(env),
    staffMfa: staffMfaOf(env, isProduction),
    staffIdleMinutes: staffIdleMinutesOf(env),
    apiReplyCheck: apiReplyCheckOf(env, isProduction),
    mfaEncryptionKey: mfaEncryptionKeyOf(env),
    i693FormPdf: i693FormPdf ? path.resolve(i693FormPdf) : undefined,
    fileStorage: fileStorageOf(env),
  };

  if (config.paymentProvider === 'stripe' && !config.stripeSecretKey) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  if (isProduction) assertProductionSecrets(config, env);
  return config;
}

/** Twilio's settings when all three are set; some but not all is a mistake worth stopping for. */
function twilioOf(env: Env): TwilioSettings | undefined {
  const [accountSid, authToken, from] = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'].map((name) => optional(env, name));
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from)
    throw new ConfigError('Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together to send SMS through Twilio');
  return { accountSid, authToken, from, apiBaseUrl: optional(env, 'TWILIO_API_BASE_URL') };
}

/**
 * STRIPE_API_BASE_URL: an http:// or https:// origin (scheme, host, optional port). The Stripe SDK takes
 * a host, port and protocol and puts its own `/v1/...` paths after them, so a path, query, fragment or
 * credentials would be silently lost: they are refused instead. Answered without a trailing slash.
 */
function stripeApiBaseUrlOf(env: Env): string | undefined {
  const raw = optional(env, 'STRIPE_API_BASE_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE_URL must be an absolute http:// or https:// URL such as http://127.0.0.1:12111, got "${raw}"`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    raw.includes('?') ||
    raw.includes('#') ||
    url.username ||
    url.password
  ) {
    throw new ConfigError(
      `STRIPE_API_BASE_URL must be an http:// or https:// address without path, query, fragment or credentials, such as http://127.0.0.1:12111, got "${raw}"`,
    );
  }
  return url.origin;
}

const S3_SETTINGS = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** FILE_STORAGE (`local`, the default, or `s3`) and its S3_* settings; S3_* without FILE_STORAGE=s3 is a mistake worth stopping for. */
function fileStorageOf(env: Env): FileStorageSettings {
  const kind = optional(env, 'FILE_STORAGE') ?? 'local';
  if (kind !== 'local' && kind !== 's3') throw new ConfigError(`FILE_STORAGE must be "local" or "s3", got "${kind}"`);
  if (kind === 'local') {
    const stray = S3_SETTINGS.filter((name) => optional(env, name) !== undefined);
    if (stray.length > 0)
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but FILE_STORAGE is not "s3": set FILE_STORAGE=s3 to keep files in the bucket, or remove ${stray.length > 1 ? 'them' : 'it'}`,
      );
    return { kind };
  }
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('FILE_STORAGE=s3 needs S3_BUCKET (the bucket that keeps the files)');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  const endpointRaw = optional(env, 'S3_ENDPOINT');
  let endpoint: string | undefined;
  if (endpointRaw) {
    let url: URL;
    try {
      url = new URL(endpointRaw);
    } catch {
      throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// address, got "${endpointRaw}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// address, got "${endpointRaw}"`);
    endpoint = endpointRaw.replace(/\/+$/, '');
  }
  const region = optional(env, 'S3_REGION') ?? optional(env, 'AWS_REGION') ?? (endpoint ? 'us-east-1' : undefined);
  if (!region) throw new ConfigError("FILE_STORAGE=s3 needs S3_REGION (the bucket's region, e.g. us-east-1) unless S3_ENDPOINT names an S3-compatible server");
  const pathStyleRaw = optional(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyleRaw !== undefined && !['true', 'false', '1', '0'].includes(pathStyleRaw))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyleRaw}"`);
  const forcePathStyle = pathStyleRaw === undefined ? endpoint !== undefined : pathStyleRaw === 'true' || pathStyleRaw === '1';
  const prefixRaw = optional(env, 'S3_PREFIX') ?? '';
  // eslint-disable-next-line no-control-regex
  if (prefixRaw.startsWith('/') || prefixRaw.includes('..') || /[\u0000-\u001f\\]/.test(prefixRaw))
    throw new ConfigError(`S3_PREFIX must be a key prefix such as "clinic/" (no leading "/", no "..", no backslash), got "${prefixRaw}"`);
  const prefix = prefixRaw && !prefixRaw.endsWith('/') ? `${prefixRaw}/` : prefixRaw;
  return { kind, bucket, region, endpoint, forcePathStyle, prefix };
}

export const MAX_TRUST_PROXY = 10;

/** TRUST_PROXY: a whole number of proxy hops, 0 (the default) to MAX_TRUST_PROXY. */
function trustProxyOf(env: Env): number {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined) return 0;
  const hops = Number(raw);
  if (!/^\d+$/.test(raw) || hops > MAX_TRUST_PROXY) {
    throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the gateway, a whole number from 0 to ${MAX_TRUST_PROXY}, got "${raw}"`);
  }
  return hops;
}

function staffMfaOf(env: Env, isProduction: boolean): StaffMfaMode {
  const raw = optional(env, 'STAFF_MFA');
  if (raw === undefined) return isProduction ? 'admins' : 'optional';
  if (!(STAFF_MFA_MODES as readonly string[]).includes(raw)) throw new ConfigError(`STAFF_MFA must be one of ${STAFF_MFA_MODES.join(', ')}, got "${raw}"`);
  return raw as StaffMfaMode;
}

export const STAFF_IDLE_MINUTES_RANGE = [5, 720] as const;

export type ApiReplyCheckMode = 'off' | 'warn' | 'strict';

export function apiReplyCheckOf(env: Env, isProduction: boolean): ApiReplyCheckMode {
  const setting = env.API_REPLY_CHECK?.trim();
  if (isProduction || setting === 'off') return 'off';
  return setting === 'strict' ? 'strict' : 'warn';
}

function staffIdleMinutesOf(env: Env): number {
  const raw = optional(env, 'STAFF_IDLE_MINUTES');
  if (raw === undefined) return DEFAULT_STAFF_IDLE_MINUTES;
  const [min, max] = STAFF_IDLE_MINUTES_RANGE;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < min || minutes > max)
    throw new ConfigError(`STAFF_IDLE_MINUTES must be a whole number of minutes from ${min} to ${max}, got "${raw}"`);
  return minutes;
}

/** 32 bytes as 64 hex digits or base64; anything else is refused rather than stretched. */
export function parseMfaEncryptionKey(raw: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

function mfaEncryptionKeyOf(env: Env): string | undefined {
  const raw = optional(env, 'MFA_ENCRYPTION_KEY');
  if (raw !== undefined && !parseMfaEncryptionKey(raw)) {
    throw new ConfigError('MFA_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64 (e.g. the output of `openssl rand -base64 32`)');
  }
  return raw;
}

/** A language -> YouTube video id map given as JSON in `name`. */
function videosOf(env: Env, name: 'EXPLAINER_VIDEOS' | 'I693_TUTORIAL_VIDEOS'): ExplainerVideos {
  const raw = optional(env, name);
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(`${name} must be JSON, e.g. {"en":"YOUTUBE_VIDEO_ID","es":"…"}`);
  }
  const parsed = explainerVideosSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(`${name} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Default secrets, local payments, no SMTP and a plain-http public address (DESIGN.md 4): all found are named in one line. */
function assertProductionSecrets(config: Config, env: Env): void {
  const problems: string[] = [];
  if (!optional(env, 'SEED_PASSWORD') || config.seedPassword === DEFAULT_SEED_PASSWORD) {
    problems.push('SEED_PASSWORD must be set to a non-default value');
  }
  if (!config.jwtPrivateKey || !config.jwtPublicKey) {
    problems.push('JWT_PRIVATE_KEY and JWT_PUBLIC_KEY must be set (keys are only generated outside production)');
  }
  if (!config.mfaEncryptionKey) {
    problems.push(
      'MFA_ENCRYPTION_KEY must be set (32 random bytes, e.g. `openssl rand -base64 32`; it encrypts the two-factor secrets and is only generated outside production)',
    );
  }
  if (config.paymentProvider === 'stripe' && !config.stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe');
  }
  if (config.paymentProvider === 'local') {
    problems.push(
      'PAYMENT_PROVIDER is local (the default), which takes no real payments: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (!config.smtpUrl) {
    problems.push('SMTP_URL must be set (e.g. smtps://user:password@smtp.example.com:465): without it e-mail is only captured, never sent');
  }
  if (new URL(config.publicUrl).protocol !== 'https:') {
    problems.push(`PUBLIC_URL must be the site's https:// address, got "${config.publicUrl}"`);
  }
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production with unsafe settings: ${problems.join('; ')}`);
  }
}
