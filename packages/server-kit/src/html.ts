import sanitizeHtml from 'sanitize-html';

export { escapeHtml } from '@clinic/contracts';

function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[e] ?? _m);
}

/** Plain-text rendering of (sanitised) markup: blocks on their own lines, list items as "- ", cells tab-separated. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(td|th)>/gi, '\t')
    .replace(/<\/(p|div|h[1-6]|ul|ol|li|tr|table|thead|tbody)>/gi, '\n')
    .replace(/<(p|div|h[1-6]|tr|table)(\s[^>]*)?>/gi, '\n');
  const text = decodeBasicEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/g, '').replace(/^[ \u00a0]+/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
