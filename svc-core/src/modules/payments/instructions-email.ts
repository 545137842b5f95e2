import { LAB_PROVIDERS, formatUsd, ltrHtml, type NotifyMessage } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';
import { contactHtml, practiceNameInText, questionsLine, signatureHtml, type PracticeContact } from '../practice-settings/contact';
import type { PaymentRow } from './repo';
import { testNames } from './tests-snapshot';

export function labProviderLabel(code: string): string {
  return LAB_PROVIDERS.find((p) => p.code === code)?.label ?? LAB_PROVIDERS[0].label;
}

export const INSTRUCTIONS_SUBJECT = 'Your lab tests are paid: what happens next';

/**
 * The e-mail the Thank You page promises the payer: what was paid, where the lab order goes, what
 * to bring, when results come, and to look in spam for our messages.
 */
export function labInstructionsEmail(practice: PracticeContact, payment: PaymentRow): NotifyMessage {
  const questions = questionsLine(practice);
  const lab = labProviderLabel(payment.lab_provider_preference);
  const tests = testNames(payment.tests);
  const amount = formatUsd(payment.amount_cents);
  const steps = [
    `Our civil surgeon sends your lab order to ${lab} in the name of ${payment.first_name} ${payment.last_name}.`,
    `Go to any ${lab} location with a government-issued photo ID (passport, driver's license or state ID) and tell them your civil surgeon placed the order.`,
    'Lab results arrive by e-mail within about 24 hours after your sample is collected. Please check your spam or junk folder too.',
    'Book your immigration medical exam within 2 weeks after your lab collection.',
  ];
  const text = [
    `Dear ${payment.first_name},`,
    '',
    `Thank you for your payment of ${amount} to ${practiceNameInText(practice)}.`,
    '',
    'Tests ordered:',
    ...tests.map((t) => `- ${t}`),
    '',
    'What happens next:',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `Order reference: ${payment.transaction_id}`,
    ...(questions ? [questions] : []),
    ...(practice.practice_name ? ['', practice.practice_name] : []),
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(payment.first_name)},</p>`,
    `<p>Thank you for your payment of <strong>${ltrHtml(amount)}</strong> to ${escapeHtml(practiceNameInText(practice))}.</p>`,
    '<p>Tests ordered:</p>',
    `<ul>${tests.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`,
    '<p>What happens next:</p>',
    `<ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`,
    `<p>Order reference: ${ltrHtml(payment.transaction_id)}${questions ? `<br>${contactHtml(questions, practice)}` : ''}</p>`,
    signatureHtml(practice),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    channel: 'email',
    to: payment.email,
    subject: INSTRUCTIONS_SUBJECT,
    text,
    html,
    conversation_email: payment.email,
    meta: { kind: 'lab_payment_instructions', transaction_id: payment.transaction_id },
  };
}
