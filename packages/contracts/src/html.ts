/** Text made safe to put into HTML (e-mail bodies, server-rendered pages, the reminder composed in the browser). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Left-to-right data (an address, phone, e-mail, link, A-number, date, time, amount or code) as HTML
 * isolated from the text around it, so a right-to-left e-mail shows "(510) 555-0143" in that order.
 */
export function ltrHtml(value: string): string {
  return `<span dir="ltr">${escapeHtml(value)}</span>`;
}

/** `text` made safe for HTML with each of `values` found in it isolated left to right (ltrHtml). */
export function htmlWithLtr(text: string, values: readonly string[]): string {
  const wanted = values.filter(Boolean).sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${wanted.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? ltrHtml(part) : escapeHtml(part)))
    .join('');
}
