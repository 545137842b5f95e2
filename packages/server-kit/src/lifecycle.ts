import type { Logger } from './logger';
import type { ShutdownState } from './health';

/** One step of a shutdown; the steps of one phase run at the same time, the phases one after another. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/** Everything a process stops on SIGTERM, by phase: e.g. [[http, workers], [queues], [database]]. */
export type ShutdownPlan = ShutdownStep[][];

export interface GracefulShutdownOptions {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Hard limit: the process exits with 1 this long after the signal, whatever is still running. Default 30 s. */
  timeoutMs?: number;
  /**
   * SHUTDOWN_DELAY_MS: how long readiness answers 503 while everything keeps serving, before the
   * first phase (time for a load balancer or Kubernetes to stop sending new requests). Default 0.
   */
  delayMs?: number;
  /** Default process.exit (tests pass their own). */
  exit?: (code: number) => void;
  /** Default SIGTERM and SIGINT; [] installs no handler (call shutdown() yourself). */
  signals?: NodeJS.Signals[];
}

export interface GracefulShutdown extends ShutdownState {
  /** Sets (or replaces) the plan; until it is set a signal only ends the process. */
  plan(phases: ShutdownPlan): void;
  /** Begins the shutdown once (later calls answer the same promise): readiness fails, the phases run, then exit. */
  shutdown(reason: string): Promise<void>;
}

/** The default of the hard limit (Kubernetes' terminationGracePeriodSeconds is 30 s). */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

/** SHUTDOWN_DELAY_MS, a whole number of milliseconds up to 20 000; 0 otherwise. */
export function shutdownDelayMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_DELAY_MS);
  return Number.isInteger(value) && value >= 0 && value <= 20_000 ? value : 0;
}

/**
 * The graceful shutdown of a service process, shared by svc-core, svc-notify and svc-gateway: on the
 * first SIGTERM or SIGINT, `shuttingDown` turns true (so `/readyz` answers 503 at once), the phases of
 * the plan run in order (a failing step is logged and the rest still run), and the process exits with
 * 0, or with 1 when a step failed or the hard limit (30 s) passed first. Later signals are ignored:
 * `npm start` sends SIGTERM after the terminal's SIGINT and both mean the same.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { logger, timeoutMs = SHUTDOWN_TIMEOUT_MS, delayMs = 0, exit = (code: number) => process.exit(code) } = options;
  let phases: ShutdownPlan = [];
  let shuttingDown = false;
  let done: Promise<void> | undefined;

  const run = async (reason: string): Promise<void> => {
    shuttingDown = true;
    const started = Date.now();
    logger.info({ reason, delayMs, timeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown took too long; exiting now');
      exit(1);
    }, timeoutMs);
    force.unref();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    let failed = false;
    for (const phase of phases) {
      await Promise.all(
        phase.map(async (step) => {
          try {
            await step.run();
          } catch (err) {
            failed = true;
            logger.error({ err, step: step.name }, 'shutdown step failed');
          }
        }),
      );
    }
    clearTimeout(force);
    logger.info({ ms: Date.now() - started }, failed ? 'stopped with errors' : 'stopped');
    exit(failed ? 1 : 0);
  };

  const self: GracefulShutdown = {
    get shuttingDown() {
      return shuttingDown;
    },
    plan(next) {
      phases = next;
    },
    shutdown(reason) {
      return (done ??= run(reason));
    },
  };
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (done) logger.info({ signal }, 'already shutting down');
      void self.shutdown(signal);
    });
  }
  return self;
}

/** What one process of a service does: its HTTP API, its job workers and pollers, or both. */
export type ServiceRole = 'api' | 'worker' | 'all';
export const SERVICE_ROLES: readonly ServiceRole[] = ['api', 'worker', 'all'];

/**
 * The role from `--role=api|worker|all` (or `--role api`) on the command line, else the ROLE
 * environment variable, else `all` (what `npm start` runs). Anything else is refused.
 */
export function serviceRole(argv: readonly string[] = process.argv.slice(2), env: Record<string, string | undefined> = process.env): ServiceRole {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--role=')) value = arg.slice('--role='.length);
    else if (arg === '--role') value = argv[++i];
  }
  value = (value ?? env.ROLE ?? 'all').trim().toLowerCase();
  if (!(SERVICE_ROLES as readonly string[]).includes(value)) {
    throw new Error(`--role (or ROLE) must be one of ${SERVICE_ROLES.join(', ')}, got "${value}"`);
  }
  return value as ServiceRole;
}

/** The role runs job workers, pollers and other background loops. */
export const runsWorkers = (role: ServiceRole): boolean => role !== 'api';
/** The role serves the service's HTTP API (a worker serves only the probes). */
export const servesApi = (role: ServiceRole): boolean => role !== 'worker';
