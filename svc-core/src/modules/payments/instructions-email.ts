import { LAB_PROVIDERS, formatUsd, labInstructionsEmail, languageCodeOf, DEFAULT_LANGUAGE, type NotifyMessage } from '@clinic/contracts';
import { signatureHtml, type PracticeContact } from '../practice-settings';
import type { PaymentRow } from './repo';
import { testNames } from './tests-snapshot';

export function labProviderLabel(code: string): string {
  return LAB_PROVIDERS.find((p) => p.code === code)?.label ?? LAB_PROVIDERS[0].label;
}

/**
 * The e-mail the Thank You page promises the payer, in the language of the page the payment was
 * started from (client-mail/lab-instructions.ts).
 */
export function labInstructionsMessage(practice: PracticeContact, payment: PaymentRow): NotifyMessage {
  const language = languageCodeOf(payment.language) ?? DEFAULT_LANGUAGE;
  const message = labInstructionsEmail(
    {
      language,
      firstName: payment.first_name,
      lastName: payment.last_name,
      amount: formatUsd(payment.amount_cents),
      lab: labProviderLabel(payment.lab_provider_preference),
      tests: testNames(payment.tests),
      transactionId: payment.transaction_id,
      practiceName: practice.practice_name,
      supportEmail: practice.support_email,
      phone: practice.phone,
    },
    { html: signatureHtml(practice), text: practice.practice_name },
  );
  return {
    channel: 'email',
    to: payment.email,
    ...message,
    conversation_email: payment.email,
    meta: { kind: 'lab_payment_instructions', transaction_id: payment.transaction_id, language },
  };
}
