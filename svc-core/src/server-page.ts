import { DEFAULT_LANGUAGE, isRtl, type LanguageCode } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';
import type { PracticeContact } from './modules/practice-settings';

/**
 * The few pages svc-core serves itself (the local checkout, the unsubscribe confirmation): plain
 * HTML and forms, no script. Served with this policy, so a page is safe even when reached without
 * the gateway's headers.
 */
export const SERVER_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f8;color:#1d2733;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.375rem;margin:0 0 .25rem}
.practice{margin:0 0 1.25rem;color:#4a5866}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{padding:.5rem 0;border-bottom:1px solid #e2e7ec;text-align:start;vertical-align:top}
td.price,th.price{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-size:1.125rem}
.meta{color:#4a5866;font-size:.9375rem;margin:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{flex:1 1 12rem;min-height:48px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer;padding:.75rem 1rem}
button.primary{background:#0b5cab;color:#fff;border:2px solid #0b5cab}
button.secondary{background:#fff;color:#0b5cab;border:2px solid #0b5cab}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.note{font-size:.875rem;color:#4a5866;margin-top:1.25rem}
a{color:#0b5cab}
caption{text-align:start}
`;

/** A page in `language` (right to left for ar, fa, ps) with the practice's name (when set) under its title; `body` is HTML the caller escaped. */
export function serverPage(practice: PracticeContact, title: string, body: string, language: LanguageCode = DEFAULT_LANGUAGE): string {
  const name = practice.practice_name;
  return `<!doctype html>
<html lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(name ? `${title} · ${name}` : title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${escapeHtml(title)}</h1>
${name ? `<p class="practice">${escapeHtml(name)}</p>\n` : ''}${body}
</div>
</main>
</body>
</html>
`;
}
