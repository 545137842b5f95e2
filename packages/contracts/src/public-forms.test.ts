import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  PUBLIC_MESSAGES,
  appointmentRequestFieldsSchema,
  checkerMessageSchema,
  labPaymentInitiationSchema,
  withSupportEmail,
} from './public-forms';
import { toIsoDate } from './requirements';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('patterns', () => {
  it.each(['a@b.co', 'a@b.c', 'first.last+tag@mail.example.org', 'x_y-z@sub-domain.io'])('accepts e-mail %s', (e) => {
    expect(EMAIL_PATTERN.test(e)).toBe(true);
  });
  it.each(['a@b', 'a b@c.com', 'a@b.', 'a@.com', 'a@b..com', '@b.com', 'a@@b.com', "o'neil@x.com", 'a@b.com '])('refuses e-mail %p', (e) => {
    expect(EMAIL_PATTERN.test(e)).toBe(false);
  });
  it('wants exactly 10 digits for a phone', () => {
    expect(PHONE_PATTERN.test('5105550142')).toBe(true);
    expect(['510555014', '51055501421', '(510)55501', '+15105550142'].some((p) => PHONE_PATTERN.test(p))).toBe(false);
  });
});

describe('messages', () => {
  it('keeps the spec texts and typos and fills the support e-mail', () => {
    expect(PUBLIC_MESSAGES.appointment.otherFailure).toBe('Some error while regsitering the appointment. Please retry or reach out to us on {email}');
    expect(withSupportEmail(PUBLIC_MESSAGES.appointment.otherFailure, 'help@valley.example')).toBe(
      'Some error while regsitering the appointment. Please retry or reach out to us on help@valley.example',
    );
  });

  it('leaves the e-mail clause out while the practice has no support e-mail', () => {
    expect(withSupportEmail(PUBLIC_MESSAGES.appointment.otherFailure, '')).toBe('Some error while regsitering the appointment. Please retry.');
    expect(PUBLIC_MESSAGES.checker.internalError).toBe('An internal error occured. Please try again.');
    expect(PUBLIC_MESSAGES.checker.success).toBe('All the details were successfully sent over email.');
  });
});

describe('appointmentRequestFieldsSchema', () => {
  const valid = { first_name: ' Ana ', last_name: 'Silva', email: 'ana@example.com', phone: '5105550142', dob: '1990-04-01' };

  it('accepts a valid request, trims, drops a blank middle name and defaults the language to English', () => {
    expect(appointmentRequestFieldsSchema.parse({ ...valid, middle_name: '  ' })).toEqual({ ...valid, first_name: 'Ana', preferred_language: 'English' });
  });

  it('answers the spec messages for missing and bad fields', () => {
    expect(messagesOf(appointmentRequestFieldsSchema.safeParse({}))).toEqual({
      first_name: 'Please input your first name',
      last_name: 'Please input your last name',
      email: 'Email is required',
      phone: 'Please enter your contact number',
      dob: 'Please enter your date of birth.',
    });
    expect(messagesOf(appointmentRequestFieldsSchema.safeParse({ ...valid, email: 'nope', phone: '12345' }))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid contact number',
    });
  });

  it('refuses impossible, future and over-120-year birth dates', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const old = new Date();
    old.setFullYear(old.getFullYear() - 121);
    for (const dob of ['2023-02-29', '04/01/1990', toIsoDate(tomorrow), toIsoDate(old)]) {
      expect(appointmentRequestFieldsSchema.safeParse({ ...valid, dob }).success).toBe(false);
    }
    expect(appointmentRequestFieldsSchema.safeParse({ ...valid, dob: toIsoDate(new Date()) }).success).toBe(true);
  });
});

describe('checkerMessageSchema', () => {
  const valid = {
    age_group: 5,
    first_name: 'Li',
    contact_number: '4155550100',
    date_of_birth: '1990-01-01',
    to: 'li@example.com',
    content: '<h2>Checklist</h2>',
    preferred_language: 'Chinese',
  };

  it('accepts optional middle and last names and a numeric-string age group', () => {
    expect(checkerMessageSchema.parse({ ...valid, age_group: '10', last_name: '' })).toMatchObject({ age_group: 10, last_name: undefined });
  });

  it('refuses missing fields with their messages', () => {
    expect(messagesOf(checkerMessageSchema.safeParse({}))).toMatchObject({
      first_name: 'Please enter your first name.',
      contact_number: 'Please enter your contact number',
      date_of_birth: 'Please enter date of birth.',
      to: 'Email is required',
    });
    expect(checkerMessageSchema.safeParse({ ...valid, age_group: 11 }).success).toBe(false);
    expect(checkerMessageSchema.safeParse({ ...valid, content: 'x'.repeat(200_001) }).success).toBe(false);
  });
});

describe('labPaymentInitiationSchema', () => {
  const valid = {
    first_name: 'Sam',
    last_name: 'Lee',
    gender: 'other',
    dob: '1999-12-31',
    test_name: '',
    tests: ['p1', 'p2'],
    amount: 149.5,
    phone: '5105550142',
    email: 'sam@example.com',
  };

  it('defaults the provider to the first one', () => {
    expect(labPaymentInitiationSchema.parse(valid).lab_provider_preference).toBe('quest');
    expect(labPaymentInitiationSchema.parse({ ...valid, lab_provider_preference: 'labcorp' }).lab_provider_preference).toBe('labcorp');
  });

  it('refuses an empty test list, a bad gender, provider, amount or phone', () => {
    expect(
      messagesOf(labPaymentInitiationSchema.safeParse({ ...valid, tests: [], gender: 'x', amount: -1, phone: '1', lab_provider_preference: 'acme' })),
    ).toEqual({
      tests: 'Please select at least one test.',
      gender: 'Please select the gender.',
      amount: 'The amount must be a positive number of dollars.',
      phone: 'Please enter a valid contact number.',
      lab_provider_preference: 'Please choose a lab provider.',
    });
    expect(messagesOf(labPaymentInitiationSchema.safeParse({ ...valid, email: '' }))).toEqual({ email: 'Please enter your email.' });
  });
});
