import type Koa from 'koa';
import { errors } from '@clinic/server-kit';

/** The request body as bytes, up to `limit` (413 beyond). */
export async function readRawBody(ctx: Koa.Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw errors.tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw errors.tooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
