import { z } from 'zod';
import { loginRequestSchema } from './login';
import { outboxQuerySchema, notifyMessageSchema } from './notify';
import { paymentListQuerySchema } from './payments';
import { appointmentRequestFieldsSchema, checkerMessageSchema, labPaymentInitiationSchema } from './public-forms';
import { PAGE_NUMBER_MESSAGE, isStorableText, pageNumberSchema, requestString, storableJson, unstorableTextMessage } from './request-text';

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

describe('isStorableText', () => {
  it.each([
    ['plain text', true, 'Maria Lopez'],
    ['accents, Arabic, Chinese', true, 'José مريم 玛丽亚'],
    ['an emoji (a surrogate pair)', true, 'Ana 😀'],
    ['a right-to-left override', true, 'abc\u202Edef'],
    ['tab and new line', true, 'a\tb\nc'],
    ['the empty string', true, ''],
    ['a NUL byte', false, `a${NUL}b`],
    ['only a NUL byte', false, NUL],
    ['a lone high surrogate', false, `a${LONE_HIGH}b`],
    ['a lone high surrogate at the end', false, `a${LONE_HIGH}`],
    ['a lone low surrogate', false, `a${LONE_LOW}b`],
    ['a reversed pair', false, `${LONE_LOW}${LONE_HIGH}`],
    ['a lone low surrogate after a pair', false, `😀${LONE_LOW}`],
    ['two pairs in a row', true, '😀😀'],
  ])('%s: storable %p', (_label, storable, value) => {
    expect(isStorableText(value)).toBe(storable);
  });
});

describe('requestString', () => {
  const schema = z.object({
    first_name: requestString({ error: 'Please input your first name' }).trim().min(1, 'Please input your first name').max(5, 'too long'),
  });

  it('refuses a NUL byte with one message that names the field', () => {
    const result = schema.safeParse({ first_name: `Ma${NUL}` });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['first_name'], message: unstorableTextMessage('first_name') })]);
    expect(unstorableTextMessage('first_name')).toMatch(/^first_name contains a character that cannot be saved/);
  });

  it('names the element of an array', () => {
    const result = z.object({ tests: z.array(requestString()) }).safeParse({ tests: ['ok', `x${LONE_HIGH}`] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['tests', 1], message: unstorableTextMessage('tests.1') });
  });

  it('keeps the chained rules and their messages', () => {
    expect(schema.parse({ first_name: '  Ana ' })).toEqual({ first_name: 'Ana' });
    expect(schema.safeParse({ first_name: '   ' }).error?.issues[0]?.message).toBe('Please input your first name');
    expect(schema.safeParse({ first_name: 'Maria Lopez' }).error?.issues[0]?.message).toBe('too long');
    expect(schema.safeParse({ first_name: 42 }).error?.issues[0]?.message).toBe('Please input your first name');
  });
});

describe('storableJson', () => {
  const schema = z.object({ meta: z.record(requestString(), storableJson()) });

  it('accepts nested JSON with storable strings', () => {
    expect(schema.safeParse({ meta: { kind: 'x', list: [1, 'two', { three: true }] } }).success).toBe(true);
  });

  it.each([
    ['a nested string', { a: { b: [`x${NUL}`] } }],
    ['a nested key', { a: { [`k${LONE_LOW}`]: 1 } }],
  ])('refuses %s naming the value', (_label, meta) => {
    expect(schema.safeParse({ meta }).error?.issues[0]?.message).toBe(unstorableTextMessage('meta.a'));
  });
});

describe('pageNumberSchema', () => {
  it.each([
    ['1', 1],
    ['20', 20],
    [undefined, 1],
  ])('reads %p as page %p', (raw, page) => {
    expect(pageNumberSchema.parse(raw)).toBe(page);
  });

  it.each(['0', '-1', '1.5', 'abc', '1e309', '99999999999999999999', '1000001', ''])('refuses %p', (raw) => {
    expect(pageNumberSchema.safeParse(raw).error?.issues[0]?.message).toBe(PAGE_NUMBER_MESSAGE);
  });
});

/** Every request schema of contracts takes its strings through requestString. */
describe('request schemas refuse unstorable text in every string field', () => {
  const validDob = '1990-04-12';
  const ENUM_FIELDS = new Set(['gender', 'channel']);
  it.each([
    ['loginRequestSchema', loginRequestSchema, { username: 'admin', password: 'secret' }],
    [
      'appointmentRequestFieldsSchema',
      appointmentRequestFieldsSchema,
      { first_name: 'Ana', middle_name: 'B', last_name: 'Lopez', email: 'a@b.co', phone: '1234567890', dob: validDob, preferred_language: 'English' },
    ],
    [
      'checkerMessageSchema',
      checkerMessageSchema,
      {
        age_group: 5,
        first_name: 'Ana',
        middle_name: 'B',
        last_name: 'Lopez',
        contact_number: '1234567890',
        date_of_birth: validDob,
        to: 'a@b.co',
        content: '<p>x</p>',
        preferred_language: 'English',
      },
    ],
    [
      'labPaymentInitiationSchema',
      labPaymentInitiationSchema,
      {
        first_name: 'Ana',
        middle_name: 'B',
        last_name: 'Lopez',
        gender: 'female',
        dob: validDob,
        test_name: '',
        tests: ['tb-quantiferon'],
        amount: 95,
        phone: '1234567890',
        email: 'a@b.co',
      },
    ],
    ['paymentListQuerySchema', paymentListQuerySchema, { page: 1, search: 'lopez' }],
    ['outboxQuerySchema', outboxQuerySchema, { to: 'a@b.co' }],
    [
      'notifyMessageSchema',
      notifyMessageSchema,
      { channel: 'email', to: 'a@b.co', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', conversation_email: 'a@b.co' },
    ],
  ] as const)('%s', (_name, schema, valid) => {
    expect((schema as z.ZodType).safeParse(valid).success).toBe(true);
    for (const [field, value] of Object.entries(valid)) {
      if (typeof value !== 'string' || ENUM_FIELDS.has(field)) continue;
      const result = (schema as z.ZodType).safeParse({ ...valid, [field]: `${value}${NUL}` });
      expect({ field, messages: result.error?.issues.map((i) => i.message) }).toEqual({ field, messages: [unstorableTextMessage(field)] });
    }
    const arrays = Object.entries(valid).filter(([, v]) => Array.isArray(v));
    for (const [field, value] of arrays) {
      const result = (schema as z.ZodType).safeParse({ ...valid, [field]: [...(value as string[]), `x${LONE_HIGH}`] });
      expect(result.error?.issues.map((i) => i.message)).toContain(unstorableTextMessage(`${field}.${(value as string[]).length}`));
    }
  });
});
