import type Koa from 'koa';

/** `filename*` of RFC 6266/5987, with a plain ASCII fallback. */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a generated PDF as a download named `fileName`; never cached (it holds personal data). */
export function replyWithPdf(http: Koa.Context, pdf: Buffer, fileName: string): void {
  http.set('Content-Type', 'application/pdf');
  http.set('Content-Disposition', attachmentDisposition(fileName));
  http.set('Cache-Control', 'private, no-store');
  http.set('X-Content-Type-Options', 'nosniff');
  http.body = pdf;
}
