import type Koa from 'koa';
import { errors } from '@clinic/server-kit';

export const DEFAULT_JSON_LIMIT_BYTES = 1024 * 1024;

/** True for a request that carries a JSON body (application/json or +json); multipart and others are streamed untouched. */
export function hasJsonBody(ctx: Koa.Context): boolean {
  return Boolean(ctx.is('application/json', '+json'));
}

async function readLimited(ctx: Koa.Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge(`The request body is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw errors.tooLarge(`The request body is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON request body (up to `limit` bytes) and checks that it parses, so malformed JSON is
 * answered 400 here and never reaches a service. Returns the raw bytes (re-sent upstream as they
 * came) and the parsed value. Compressed bodies are passed through for the service to judge.
 */
export async function peekJsonBody(ctx: Koa.Context, limit: number): Promise<{ raw: Buffer; value: unknown } | null> {
  const encoding = ctx.get('content-encoding').toLowerCase();
  if (encoding && encoding !== 'identity') return null;
  const raw = await readLimited(ctx, limit);
  if (raw.length === 0) return { raw, value: undefined };
  try {
    return { raw, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    throw errors.badRequest('The request body is not valid JSON.');
  }
}
