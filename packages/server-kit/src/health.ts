import type Koa from 'koa';

export interface HealthOptions {
  name: string;
  checks: Record<string, () => Promise<void>>;
}

/** Answers `GET /healthz` and `GET /readyz`: 200 {status:"ok"} when every check passes, else 503 with the failing names. */
export function healthRoutes({ name, checks }: HealthOptions): Koa.Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || (ctx.path !== '/healthz' && ctx.path !== '/readyz')) {
      return next();
    }
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
    const failing = results.filter((r): r is string => r !== null);
    ctx.set('Cache-Control', 'no-store');
    if (failing.length === 0) {
      ctx.status = 200;
      ctx.body = { status: 'ok' };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', service: name, failing };
    }
  };
}
