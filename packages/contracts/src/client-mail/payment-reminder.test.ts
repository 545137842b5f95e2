import { LANGUAGES } from '../languages';
import { PAYMENT_REMINDER_TEXTS, paymentReminderSms } from './payment-reminder';
import { QUESTIONS_TEXTS } from './questions';

const sms = (language: (typeof LANGUAGES)[number]['code'], more: { practiceName?: string; phone?: string } = {}) =>
  paymentReminderSms({
    language,
    firstName: 'Ana',
    cardAmount: '$220.00',
    cashAmount: '$200.00',
    practiceName: 'Bay Clinic',
    phone: '(510) 555-0100',
    ...more,
  });

describe('the payment reminder SMS', () => {
  it.each(LANGUAGES.map((l) => [l.code, l.rtl] as const))(
    'in %s: the practice, the first name, both fees and the phone, isolated in right-to-left text',
    (code, rtl) => {
      const isolate = (v: string) => (rtl ? `\u2068${v}\u2069` : v);
      const reminder = PAYMENT_REMINDER_TEXTS[code].reminder(isolate('Ana'), isolate('$220.00'), isolate('$200.00'));
      expect(sms(code)).toBe(`${isolate('Bay Clinic')}: ${reminder} ${QUESTIONS_TEXTS[code].call(isolate('(510) 555-0100'))}`);
      expect(reminder).toContain('Ana');
      expect(reminder.indexOf('$220.00')).toBeLessThan(reminder.indexOf('$200.00'));
      if (code !== 'en') expect(reminder).not.toBe(PAYMENT_REMINDER_TEXTS.en.reminder(isolate('Ana'), isolate('$220.00'), isolate('$200.00')));
    },
  );

  it('leaves out the practice without a name and the questions without a phone', () => {
    expect(sms('en', { practiceName: '', phone: '' })).toBe(
      'Hello Ana, a reminder to complete the payment for your immigration medical exam ($220.00 per person by card, $200.00 in cash).',
    );
    expect(sms('es', { phone: '' })).toBe(
      'Bay Clinic: Hola Ana, le recordamos completar el pago de su examen médico de inmigración ($220.00 por persona con tarjeta, $200.00 en efectivo).',
    );
  });
});
