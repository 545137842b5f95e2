/**
 * The journeys' platform as a practice runs it in production: `npm start` with NODE_ENV=production
 * (the compiled services), PostgreSQL and Redis, its own keys and secrets, behind an https front
 * (TRUST_PROXY=1), with Stripe, the SMTP server, Twilio and Google Places played by local doubles
 * (providers.ts).
 *
 * The journeys need people to sign in as and records to work on. Production seeds none, so the
 * fixtures come the way a staging copy gets them: the compiled migration command, run once outside
 * production on the new database, migrates it and adds the demo logins and data; the production
 * services then start on it. The practice's details are filled in by an admin through the API, as a
 * practice does on its first day. The journeys sign in without a second factor (STAFF_MFA=optional);
 * the production default, admins enrol first, has journeys of its own (staff-two-factor.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEMO_PRACTICE_SETTINGS, type AdminPracticeSettings } from '@clinic/contracts';
import { startStack } from '../stack';
import { startProviderDoubles } from './providers';
import { startTlsFront } from './tls-front';

const root = path.resolve(__dirname, '../..');

export interface ProductionStack {
  baseUrl: string;
  /** Every e-mail and SMS the providers' doubles received, in the dev outbox's shape (`?to=`). */
  outboxUrl: string;
  stop(): Promise<void>;
}

async function fillPracticeSettings(gatewayUrl: string, password: string): Promise<void> {
  const login = await fetch(`${gatewayUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`The admin could not sign in: ${login.status} ${await login.text()}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };
  const current = (await (await fetch(`${gatewayUrl}/api/v1/admin/settings/`, { headers })).json()) as AdminPracticeSettings;
  const settings = {
    ...DEMO_PRACTICE_SETTINGS,
    explainer_videos: current.settings.explainer_videos,
    i693_tutorial_videos: current.settings.i693_tutorial_videos,
  };
  const saved = await fetch(`${gatewayUrl}/api/v1/admin/settings/`, { method: 'PUT', headers, body: JSON.stringify(settings) });
  if (!saved.ok) throw new Error(`The practice's settings were refused: ${saved.status} ${await saved.text()}`);
}

/** `frontPort`: the https address the browser uses; the services take basePort…basePort+2. Needs DATABASE_URL, REDIS_URL and SEED_PASSWORD. */
export async function startProductionStack(opts: { frontPort: number; basePort: number }): Promise<ProductionStack> {
  const password = process.env.SEED_PASSWORD;
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL || !password)
    throw new Error('The production set-up needs DATABASE_URL, REDIS_URL and SEED_PASSWORD');
  const gatewayUrl = `http://127.0.0.1:${opts.basePort}`;
  const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const twilioAccountSid = `AC${randomBytes(16).toString('hex')}`;
  const googlePlaceId = `ChIJ${randomBytes(12).toString('hex')}`;
  const doubles = await startProviderDoubles({ webhookUrl: `${gatewayUrl}/api/v1/payments/webhook/`, stripeWebhookSecret, twilioAccountSid, googlePlaceId });
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const front = await startTlsFront({ port: opts.frontPort, target: gatewayUrl }).catch(async (err: unknown) => {
    await doubles.close();
    throw err;
  });
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    SEED_PASSWORD: password,
    JWT_PRIVATE_KEY: privateKey,
    JWT_PUBLIC_KEY: publicKey,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: front.url,
    TRUST_PROXY: '1',
    STAFF_MFA: 'optional',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_BASE_URL: doubles.stripeApiBaseUrl,
    SMTP_URL: doubles.smtpUrl,
    TWILIO_ACCOUNT_SID: twilioAccountSid,
    TWILIO_AUTH_TOKEN: randomBytes(16).toString('hex'),
    TWILIO_FROM_NUMBER: '+15105550100',
    TWILIO_API_BASE_URL: doubles.twilioApiBaseUrl,
    GOOGLE_PLACES_API_KEY: randomBytes(16).toString('hex'),
    GOOGLE_PLACE_ID: googlePlaceId,
    GOOGLE_PLACES_BASE_URL: doubles.googlePlacesBaseUrl,
  };
  let stack;
  try {
    stack = await startStack({
      basePort: opts.basePort,
      label: 'e2e-production',
      env,
      beforeStart: async (stackEnv) => {
        execFileSync(process.execPath, ['svc-core/dist/cli/migrate.js'], { cwd: root, env: { ...stackEnv, NODE_ENV: 'development' }, stdio: 'inherit' });
      },
    });
    await fillPracticeSettings(gatewayUrl, password);
  } catch (err) {
    await stack?.stop();
    await front.close();
    await doubles.close();
    throw err;
  }
  const running = stack;
  return {
    baseUrl: front.url,
    outboxUrl: doubles.outboxUrl,
    async stop() {
      await running.stop();
      await front.close();
      await doubles.close();
    },
  };
}
