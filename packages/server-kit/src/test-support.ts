import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureKeyFiles, loadSigningKey, loadVerifyKey, type TokenKey } from './tokens';

export interface TestKeys {
  signingKey: TokenKey;
  verifyKey: TokenKey;
  dataDir: string;
  cleanup(): void;
}

/** A fresh ES256 key pair in a temporary data folder, for tests that sign and verify tokens. */
export async function createTestKeys(): Promise<TestKeys> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-keys-'));
  await ensureKeyFiles({ dataDir });
  return {
    signingKey: await loadSigningKey({ dataDir }),
    verifyKey: await loadVerifyKey({ dataDir }),
    dataDir,
    cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const TEST_PEM = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';

/** A complete production environment that passes every production refusal of loadConfig (placeholder secrets). */
export const PRODUCTION_TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SEED_PASSWORD: 'prod-secret-1',
  JWT_PRIVATE_KEY: TEST_PEM,
  JWT_PUBLIC_KEY: TEST_PEM,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SMTP_URL: 'smtp://smtp.example.com:587',
  PUBLIC_URL: 'https://clinic.example.com',
  MFA_ENCRYPTION_KEY: 'a'.repeat(64),
};
