import { PRACTICE_NAME, SUPPORT_EMAIL, formatUsd } from '@clinic/contracts';
import { labProviderLabel } from './instructions-email';
import type { PaymentRow } from './repo';
import { testLines } from './tests-snapshot';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Served with the page itself, so the page is safe even when reached without the gateway's headers. */
export const CHECKOUT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f8;color:#1d2733;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.375rem;margin:0 0 .25rem}
.practice{margin:0 0 1.25rem;color:#4a5866}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{padding:.5rem 0;border-bottom:1px solid #e2e7ec;text-align:left;vertical-align:top}
td.price,th.price{text-align:right;white-space:nowrap;padding-left:1rem}
tfoot th,tfoot td{border-bottom:0;font-size:1.125rem}
.meta{color:#4a5866;font-size:.9375rem;margin:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{flex:1 1 12rem;min-height:48px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer;padding:.75rem 1rem}
button.pay{background:#0b5cab;color:#fff;border:2px solid #0b5cab}
button.cancel{background:#fff;color:#0b5cab;border:2px solid #0b5cab}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.note{font-size:.875rem;color:#4a5866;margin-top:1.25rem}
a{color:#0b5cab}
caption{text-align:left}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · ${esc(PRACTICE_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${esc(title)}</h1>
<p class="practice">${esc(PRACTICE_NAME)}</p>
${body}
</div>
</main>
</body>
</html>
`;
}

/** The local provider's hosted checkout: the tests, the total and Pay / Cancel buttons (plain form posts, no script). */
export function checkoutPageHtml(payment: PaymentRow, completePath: string): string {
  const rows = testLines(payment.tests)
    .map((t) => `<tr><td>${esc(t.name)}</td><td class="price">${t.price_cents === null ? '' : esc(formatUsd(t.price_cents))}</td></tr>`)
    .join('\n');
  const name = [payment.first_name, payment.middle_name, payment.last_name].filter(Boolean).join(' ');
  return page(
    'Pay for your lab tests',
    `<p class="meta">Patient: ${esc(name)}</p>
<p class="meta">Receipt to: ${esc(payment.email)}</p>
<p class="meta">Lab: ${esc(labProviderLabel(payment.lab_provider_preference))}</p>
<table>
<caption class="meta">Tests ordered</caption>
<thead><tr><th scope="col">Test</th><th scope="col" class="price">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="price"><strong>${esc(formatUsd(payment.amount_cents))}</strong></td></tr></tfoot>
</table>
<form method="post" action="${esc(completePath)}">
<div class="actions">
<button class="pay" type="submit" name="decision" value="pay">Pay ${esc(formatUsd(payment.amount_cents))}</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">This is the practice's own checkout: no card details are asked for here. Questions? <a href="mailto:${esc(SUPPORT_EMAIL)}">${esc(SUPPORT_EMAIL)}</a></p>`,
  );
}

/** What the checkout link shows once the payment is no longer open. */
export function checkoutClosedHtml(payment: PaymentRow, confirmationPath: string): string {
  const paid = payment.status === 'paid';
  return page(
    paid ? 'This order is paid' : 'This checkout is closed',
    `<p>${paid ? `The payment of ${esc(formatUsd(payment.amount_cents))} was received. The instructions were sent to ${esc(payment.email)}.` : 'This payment was cancelled or did not go through. Please start a new order.'}</p>
<p><a href="${esc(confirmationPath)}">Continue</a></p>`,
  );
}

export function checkoutNotFoundHtml(): string {
  return page('Checkout not found', `<p>This payment link is not valid. Please start a new order or write to <a href="mailto:${esc(SUPPORT_EMAIL)}">${esc(SUPPORT_EMAIL)}</a>.</p>`);
}
