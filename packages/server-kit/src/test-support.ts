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
