import Koa from 'koa';

/** What readiness reads of a process's life: true from the first shutdown signal on. */
export interface ShutdownState {
  readonly shuttingDown: boolean;
}

export interface HealthOptions {
  name: string;
  /** Dependency checks of readiness: each throws when its dependency does not answer. */
  checks: Record<string, () => Promise<void>>;
  /** The process's shutdown state (gracefulShutdown()): readiness fails at once when it begins. */
  lifecycle?: ShutdownState;
  /**
   * 'service' (default): `/healthz` is liveness (the process answers; no dependency is checked, so a
   * database outage does not get the process restarted) and `/readyz` runs the checks.
   * 'aggregate' (the gateway, DESIGN.md 2): `/healthz` runs the checks (every service behind it ready,
   * naming the failing ones) and `/readyz` is this process's own readiness only (not shutting down),
   * so an outage behind it does not take the whole edge out of a load balancer.
   */
  mode?: 'service' | 'aggregate';
}

const SHUTTING_DOWN = 'shutting-down';

/**
 * Answers the probes, 200 `{status:"ok"}` or 503 `{status:"unavailable", service, failing}`:
 * - `GET /livez`: liveness in every service: the process is alive and its event loop answers;
 * - `GET /healthz`: liveness in a service, the aggregate in the gateway (mode);
 * - `GET /readyz`: readiness: not shutting down and (in a service) every check passing.
 */
export function healthRoutes({ name, checks, lifecycle, mode = 'service' }: HealthOptions): Koa.Middleware {
  const ready = async (ctx: Koa.Context, withChecks: boolean) => {
    const failing: string[] = [];
    if (lifecycle?.shuttingDown) failing.push(SHUTTING_DOWN);
    else if (withChecks) failing.push(...(await runChecks(ctx, checks)));
    answer(ctx, name, failing);
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    switch (ctx.path) {
      case '/livez':
        return answer(ctx, name, []);
      case '/healthz':
        return mode === 'aggregate' ? ready(ctx, true) : answer(ctx, name, []);
      case '/readyz':
        return ready(ctx, mode !== 'aggregate');
      default:
        return next();
    }
  };
}

async function runChecks(ctx: Koa.Context, checks: HealthOptions['checks']): Promise<string[]> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([check, run]) => {
      try {
        await run();
        return null;
      } catch (err) {
        // A probe failing is expected while a dependency starts: the reason, without a stack trace.
        const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        (ctx.state as { log?: { warn: (o: object, m: string) => void } }).log?.warn({ check, reason }, 'health check failed');
        return check;
      }
    }),
  );
  return results.filter((r): r is string => r !== null);
}

function answer(ctx: Koa.Context, name: string, failing: string[]): void {
  ctx.set('Cache-Control', 'no-store');
  if (failing.length === 0) {
    ctx.status = 200;
    ctx.body = { status: 'ok' };
  } else {
    ctx.status = 503;
    ctx.body = { status: 'unavailable', service: name, failing };
  }
}

/**
 * The whole HTTP surface of a process that serves no API (a worker role): the probes of
 * healthRoutes and a JSON 404 for anything else.
 */
export function healthApp(options: HealthOptions): Koa {
  const app = new Koa();
  app.use(healthRoutes(options));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { error: 'NOT_FOUND', msg: 'Not found.' };
  });
  return app;
}
