import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '@clinic/server-kit';

export const LOCAL_WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

/**
 * The secret webhook deliveries are signed with: STRIPE_WEBHOOK_SECRET when set, otherwise a random
 * secret generated once into `DATA_DIR/keys/` (readable by the owner only) and kept across restarts.
 */
export function resolveWebhookSecret(config: Pick<Config, 'stripeWebhookSecret' | 'dataDir'>): string {
  if (config.stripeWebhookSecret) return config.stripeWebhookSecret;
  const dir = path.join(config.dataDir, 'keys');
  const file = path.join(dir, LOCAL_WEBHOOK_SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written aside then linked into place: the file appears complete or not at all, and a
    // process that links first wins (the other gets EEXIST and reads the winner's secret).
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, `whsec_local_${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} does not hold a usable webhook secret; delete it to generate a new one`);
  return secret;
}
