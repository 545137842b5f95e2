import type Koa from 'koa';

/** `filename*` of RFC 6266/5987, with a plain ASCII fallback. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a generated PDF as a download named `fileName`; never cached (it holds personal data). */
export function replyWithPdf(ctx: Koa.Context, pdf: Buffer, fileName: string): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', attachmentDisposition(fileName));
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = pdf;
}
