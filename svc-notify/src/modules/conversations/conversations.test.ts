import { createLogger, htmlToText } from '@clinic/server-kit';
import { PROFANITY_ALERT_MESSAGE, type OutboxEntry } from '@clinic/contracts';
import { apiReplyProblem } from '@clinic/contracts/api-schemas';
import { startNotify, type NotifyService } from '../../notify';
import { createNotifyTestEnv, type NotifyTestEnv } from '../../test-support';
import type { ConversationRow } from './repo';
import { sanitizeChecklist } from './render';

const logger = createLogger('svc-notify-conversations-test');
let env: NotifyTestEnv;
let notify: NotifyService;

beforeAll(async () => {
  env = await createNotifyTestEnv();
  notify = await startNotify({ config: env.config, logger, port: 0, verifyKey: env.verifyKey, queuePrefix: env.queuePrefix, pollIntervalMs: 50 });
});

afterAll(async () => {
  await notify?.close();
  await env?.cleanup();
});

const PATH = '/api/v1/notifications/customer/trigger/conversation/';
const checklist = [
  '<h2 onclick="steal()">Required for age 30</h2>',
  '<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>',
  '<ul><li>MMR</li><li>Varicella <img src=x onerror="alert(2)"></li></ul>',
  '<table><tr><th>Test</th><td colspan="2" style="color:red">TB test</td></tr></table>',
  '<p><a href="javascript:alert(3)">bad link</a> <a href="https://clinic.example/pre-checkout">Book lab tests</a></p>',
].join('');
const valid = {
  age_group: 5,
  first_name: 'Maria',
  last_name: 'Silva',
  contact_number: '5105550142',
  date_of_birth: '1995-04-01',
  to: 'Maria.Silva@Example.com',
  content: checklist,
  preferred_language: 'Portuguese',
};

async function post(body: unknown) {
  const res = await fetch(`${notify.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const outbox = async (to: string) => (await (await fetch(`${notify.url}/api/v1/dev/outbox/?to=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
const counts = async () => ({
  messages: Number((await notify.knex('messages').count<{ count: string }[]>({ count: '*' }))[0]!.count),
  conversations: Number((await notify.knex('conversations').count<{ count: string }[]>({ count: '*' }))[0]!.count),
});

describe('POST /notifications/customer/trigger/conversation/', () => {
  it('e-mails the sanitised checklist and keeps it as a conversation of the address', async () => {
    const res = await post(valid);
    expect(res).toEqual({ status: 201, body: { success: true, msg: 'All the details were successfully sent over email.' } });

    // Both replies as the route table's reply schemas describe them.
    expect(apiReplyProblem('POST /notifications/customer/trigger/conversation/', res.body)).toBeNull();
    const mails = await outbox('maria.silva@example.com');
    expect(apiReplyProblem('GET /dev/outbox/', mails)).toBeNull();
    const [mail] = mails;
    expect(mail).toMatchObject({ channel: 'email', to: 'Maria.Silva@Example.com', subject: 'Your immigration medical exam checklist' });
    const html = mail!.html!;
    expect(html).toContain('Hello Maria,');
    expect(html).toContain('<li>MMR</li>');
    expect(html).toContain('<td colspan="2">TB test</td>');
    expect(html).toContain('href="https://clinic.example/pre-checkout"');
    expect(html).toMatch(/no newsletters and no spam/);
    for (const bad of [/<script/i, /onerror/i, /onclick/i, /javascript:/i, /<iframe/i, /<style/i, /style=/i, /alert\(1\)/]) expect(html).not.toMatch(bad);
    expect(mail!.text).toContain('- MMR');
    expect(mail!.text).not.toMatch(/<|alert/);

    const rows = await notify.knex<ConversationRow>('conversations').where({ email: 'maria.silva@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'requirements-checklist', status: 'sent', conversation: html });
    expect(rows[0]!.details).toMatchObject({ first_name: 'Maria', age_group: 5, contact_number: '5105550142' });
    const message = await notify.knex('messages').where({ id: rows[0]!.message_id }).first();
    expect(message).toMatchObject({ conversation_email: 'maria.silva@example.com' });
  });

  it.each([
    ['no body at all', {}, ['first_name', 'contact_number', 'date_of_birth', 'to', 'content', 'age_group']],
    ['a bad phone', { ...valid, contact_number: '12345' }, ['contact_number']],
    ['a bad e-mail', { ...valid, to: 'maria@' }, ['to']],
    ['a future birth date', { ...valid, date_of_birth: '2999-01-01' }, ['date_of_birth']],
    ['an unknown age group', { ...valid, age_group: 12 }, ['age_group']],
    ['content that is only markup', { ...valid, content: '<script>alert(1)</script>' }, ['content']],
  ])('refuses %s with 400 and the field details, storing nothing', async (_label, body, fields) => {
    const before = await counts();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.details as object).sort()).toEqual([...fields].sort());
    expect(await counts()).toEqual(before);
  });

  it('answers the spec message for a missing first name', async () => {
    const res = await post({ ...valid, first_name: '' });
    expect(res.body.details).toEqual({ first_name: 'Please enter your first name.' });
  });

  it.each([
    ['a name', { ...valid, first_name: 'fuck' }],
    ['the last name', { ...valid, last_name: 'Sh1t' }],
    ['the checklist text', { ...valid, content: '<p>you are an a$$hole</p>' }],
  ])('refuses profanity in %s with PROFANITY_ALERT, storing and sending nothing', async (_label, body) => {
    const before = await counts();
    const res = await post(body);
    expect(res).toEqual({ status: 400, body: { error: 'PROFANITY_ALERT', msg: PROFANITY_ALERT_MESSAGE } });
    expect(await counts()).toEqual(before);
  });

  it('lets real names that contain rude substrings through', async () => {
    const res = await post({ ...valid, first_name: 'Dick', last_name: 'Van Dyke', to: 'dick@example.com' });
    expect(res.status).toBe(201);
    expect(await outbox('dick@example.com')).toHaveLength(1);
  });
});

describe('checklist rendering', () => {
  it('keeps structure, drops everything executable', () => {
    expect(sanitizeChecklist('<div><b>x</b><span onmouseover="a()">y</span><svg onload="b()"></svg><object></object></div>')).toBe(
      '<div><b>x</b><span>y</span></div>',
    );
    expect(htmlToText('<h3>Labs</h3><ul><li>TB &amp; syphilis</li></ul><p>Line<br>two</p>')).toBe('Labs\n\n- TB & syphilis\n\nLine\ntwo');
  });
});
