import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createLogger, createNotifyClient } from '@clinic/server-kit';
import type { MessageRow } from './modules/messages/repo';
import { startNotify, type NotifyService } from './notify';
import { createNotifyTestEnv, type NotifyTestEnv } from './test-support';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const logger = createLogger('svc-notify-smtp-test');
let env: NotifyTestEnv;
let notify: NotifyService;
let smtp: SMTPServer;
const received: Received[] = [];
/** Per recipient: how many deliveries the server refuses before accepting (Infinity: always). */
const refusals = new Map<string, number>();

beforeAll(async () => {
  // A real SMTP server: nodemailer talks the protocol to it over TCP.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const left = refusals.get(to[0] ?? '') ?? 0;
        if (left > 0) {
          refusals.set(to[0]!, left - 1);
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  env = await createNotifyTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Clinic <desk@clinic.test>' });
  notify = await startNotify({
    config: env.config,
    logger,
    port: 0,
    verifyKey: env.verifyKey,
    queuePrefix: env.queuePrefix,
    pollIntervalMs: 50,
    delivery: { attempts: 3, backoffMs: 20 },
  });
});

afterAll(async () => {
  await notify?.close();
  await env?.cleanup();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const row = (id: string) => notify.knex<MessageRow>('messages').where({ id }).first();

it('sends an e-mail over SMTP, retrying after the server first refuses it', async () => {
  refusals.set('patient@example.com', 1);
  const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
  const { id } = await client.send({
    channel: 'email',
    to: 'patient@example.com',
    subject: 'Your appointment',
    text: 'See you Monday',
    html: '<p>See you Monday</p>',
  });

  expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'completed', attempts: 2, result: { delivered: 'smtp' } });
  expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_on: expect.any(Date) });
  const mails = received.filter((m) => m.to.includes('patient@example.com'));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.from).toBe('desk@clinic.test');
  expect(mails[0]!.raw).toContain('Subject: Your appointment');
  expect(mails[0]!.raw).toContain('See you Monday');

  // Sent e-mail is still kept in the log and the dev outbox.
  const outbox = (await (await fetch(`${notify.url}/api/v1/dev/outbox/?to=patient@example.com`)).json()) as { subject: string }[];
  expect(outbox.map((m) => m.subject)).toEqual(['Your appointment']);
});

it('records the final failure once every attempt was refused', async () => {
  refusals.set('full@example.com', Infinity);
  const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
  const { id } = await client.send({ channel: 'email', to: 'full@example.com', subject: 'Reminder', text: 'x' });

  expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'failed', attempts: 3 });
  const message = await row(id);
  expect(message).toMatchObject({ status: 'failed', attempts: 3, sent_on: null });
  expect(message?.last_error).toMatch(/451/);
  expect(received.some((m) => m.to.includes('full@example.com'))).toBe(false);
});

it('carries a one-click unsubscribe (RFC 8058 headers) when the message has one, and shows it in the outbox', async () => {
  const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
  const url = 'https://clinic.test/api/v1/appointments/unsubscribe/abc123/';
  const { id } = await client.send({
    channel: 'email',
    to: 'reminded@example.com',
    subject: 'Documents still needed',
    text: 'Please send',
    unsubscribe_url: url,
  });
  expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'completed' });

  const headers = received.find((m) => m.to.includes('reminded@example.com'))!.raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toContain(`List-Unsubscribe: <${url}>`);
  expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const outbox = (await (await fetch(`${notify.url}/api/v1/dev/outbox/?to=reminded@example.com`)).json()) as Array<{ unsubscribe_url: string | null }>;
  expect(outbox.map((m) => m.unsubscribe_url)).toEqual([url]);

  const { id: plain } = await client.send({ channel: 'email', to: 'plain@example.com', subject: 'Receipt', text: 'Thanks' });
  expect(await notify.queue.waitFor(plain)).toMatchObject({ status: 'completed' });
  expect(received.find((m) => m.to.includes('plain@example.com'))!.raw).not.toContain('List-Unsubscribe');
});

it('attaches the PDFs an e-mail carries and lists them, without their content, in the outbox', async () => {
  const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const { id } = await client.send({
    channel: 'email',
    to: 'xray@example.com',
    subject: 'Your chest x-ray order',
    text: 'Attached',
    attachments: [{ filename: 'chest-xray-order.pdf', content_type: 'application/pdf', content_base64: pdf.toString('base64') }],
  });
  expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'completed' });
  const raw = received.find((m) => m.to.includes('xray@example.com'))!.raw;
  expect(raw).toMatch(/Content-Type: application\/pdf; name=chest-xray-order\.pdf/);
  expect(raw).toContain(pdf.toString('base64'));
  const outbox = (await (await fetch(`${notify.url}/api/v1/dev/outbox/?to=xray@example.com`)).json()) as Array<{ attachments: unknown }>;
  expect(outbox[0]!.attachments).toEqual([{ filename: 'chest-xray-order.pdf', content_type: 'application/pdf', size_bytes: pdf.length }]);
  await expect(
    client.send({
      channel: 'sms',
      to: '+1 510 555 0100',
      text: 'x',
      attachments: [{ filename: 'a.pdf', content_type: 'application/pdf', content_base64: '' }],
    }),
  ).rejects.toMatchObject({ status: 400 });
});
