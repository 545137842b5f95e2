import type { Config, Knex, Logger, TokenKey } from '@clinic/server-kit';

export interface CoreKeys {
  /** Private key: svc-core signs staff tokens. */
  signingKey: TokenKey;
  /** Public key: every protected route verifies tokens. */
  verifyKey: TokenKey;
}

/** What every module of svc-core is built from. */
export interface CoreDeps {
  config: Config;
  knex: Knex;
  keys: CoreKeys;
  logger: Logger;
}
