import { formatUsd } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';
import { serverPage } from '../../server-page';
import type { PracticeContact } from '../practice-settings';
import { labProviderLabel } from './instructions-email';
import type { PaymentRow } from './repo';
import { testLines } from './tests-snapshot';

/** The local provider's hosted checkout: the tests, the total and Pay / Cancel buttons (plain form posts, no script). */
export function checkoutPageHtml(practice: PracticeContact, payment: PaymentRow, completePath: string): string {
  const rows = testLines(payment.tests)
    .map((t) => `<tr><td>${escapeHtml(t.name)}</td><td class="price">${t.price_cents === null ? '' : escapeHtml(formatUsd(t.price_cents))}</td></tr>`)
    .join('\n');
  const name = [payment.first_name, payment.middle_name, payment.last_name].filter(Boolean).join(' ');
  return serverPage(
    practice,
    'Pay for your lab tests',
    `<p class="meta">Patient: ${escapeHtml(name)}</p>
<p class="meta">Receipt to: ${escapeHtml(payment.email)}</p>
<p class="meta">Lab: ${escapeHtml(labProviderLabel(payment.lab_provider_preference))}</p>
<table>
<caption class="meta">Tests ordered</caption>
<thead><tr><th scope="col">Test</th><th scope="col" class="price">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="price"><strong>${escapeHtml(formatUsd(payment.amount_cents))}</strong></td></tr></tfoot>
</table>
<form method="post" action="${escapeHtml(completePath)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="pay">Pay ${escapeHtml(formatUsd(payment.amount_cents))}</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">This is the practice's own checkout: no card details are asked for here.${mailLink(practice, ' Questions? ')}</p>`,
  );
}

/** What the checkout link shows once the payment is no longer open. */
export function checkoutClosedHtml(practice: PracticeContact, payment: PaymentRow, confirmationPath: string): string {
  const paid = payment.status === 'paid';
  return serverPage(
    practice,
    paid ? 'This order is paid' : 'This checkout is closed',
    `<p>${paid ? `The payment of ${escapeHtml(formatUsd(payment.amount_cents))} was received. The instructions were sent to ${escapeHtml(payment.email)}.` : 'This payment was cancelled or did not go through. Please start a new order.'}</p>
<p><a href="${escapeHtml(confirmationPath)}">Continue</a></p>`,
  );
}

export function checkoutNotFoundHtml(practice: PracticeContact): string {
  const write = practice.support_email ? ` or write to${mailLink(practice, ' ')}` : '';
  return serverPage(practice, 'Checkout not found', `<p>This payment link is not valid. Please start a new order${write}.</p>`);
}

/** `before` and a mailto link of the support e-mail; '' while none is set. */
function mailLink(practice: PracticeContact, before: string): string {
  const email = escapeHtml(practice.support_email);
  return email ? `${before}<a href="mailto:${email}">${email}</a>` : '';
}
