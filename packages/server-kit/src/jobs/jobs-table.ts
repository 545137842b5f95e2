import type { Knex } from 'knex';

export const JOBS_TABLE = 'jobs';

/**
 * Creates the `jobs` table shared by every table-backed queue of a database (rows are kept apart
 * by `queue`). Idempotent, and safe when two services start against the same database at once.
 */
export async function ensureJobsTable(knex: Knex): Promise<void> {
  try {
    await knex.raw(`
      CREATE TABLE IF NOT EXISTS ${JOBS_TABLE} (
        queue text NOT NULL,
        id text NOT NULL,
        name text NOT NULL,
        data jsonb NOT NULL,
        status text NOT NULL DEFAULT 'waiting',
        progress jsonb,
        result jsonb,
        error text,
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 1,
        backoff_ms integer NOT NULL DEFAULT 1000,
        run_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        created_on timestamptz NOT NULL DEFAULT now(),
        updated_on timestamptz NOT NULL DEFAULT now(),
        finished_on timestamptz,
        PRIMARY KEY (queue, id)
      )`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS jobs_due_idx ON ${JOBS_TABLE} (queue, name, status, run_at)`);
  } catch (err) {
    // Two processes racing on CREATE ... IF NOT EXISTS can still collide in the catalog.
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw err;
  }
}
