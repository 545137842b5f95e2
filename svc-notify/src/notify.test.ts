import http from 'node:http';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { generateKeyPair } from 'jose';
import { createKnex, createLogger, createNotifyClient, NotifyError, signToken } from '@clinic/server-kit';
import type { OutboxEntry } from '@clinic/contracts';
import { createApp } from './app';
import { migrateNotify } from './db/migrate';
import { createMessagesRepo, type MessageRow } from './modules/messages/repo';
import { startNotify, type NotifyService } from './notify';
import { createNotifyTestEnv, type NotifyTestEnv } from './test-support';

const logger = createLogger('svc-notify-test');
let env: NotifyTestEnv;
let notify: NotifyService;
let strandedId: string;

beforeAll(async () => {
  env = await createNotifyTestEnv();
  // A message stored before a crash, never queued: the service must deliver it when it starts.
  const knex = createKnex(env.config.databaseUrl!);
  await migrateNotify(knex);
  strandedId = (await createMessagesRepo(knex).insert({ channel: 'sms', to: '+1 555 0100', text: 'left behind' })).id;
  await knex.destroy();
  notify = await startNotify({ config: env.config, logger, port: 0, verifyKey: env.verifyKey, queuePrefix: env.queuePrefix, pollIntervalMs: 50 });
});

afterAll(async () => {
  await notify?.close();
  await env?.cleanup();
});

const messageCount = async () => Number((await notify.knex('messages').count<{ count: string }[]>({ count: '*' }))[0]!.count);
const messageRow = (id: string) => notify.knex<MessageRow>('messages').where({ id }).first();

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${notify.url}/internal/messages/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function outbox(query = ''): Promise<{ status: number; body: OutboxEntry[] }> {
  const res = await fetch(`${notify.url}/api/v1/dev/outbox/${query}`);
  return { status: res.status, body: (await res.json()) as OutboxEntry[] };
}

const email = { channel: 'email' as const, to: 'Someone@Example.com', subject: 'Hello', text: 'Plain body', html: '<p>Body</p>' };

describe('POST /internal/messages/ access', () => {
  it('refuses a request without a token', async () => {
    const before = await messageCount();
    const res = await post(email);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a staff token: only a service token may send', async () => {
    const res = await post(email, { authorization: `Bearer ${await env.staffToken()}` });
    expect(res.status).toBe(401);
  });

  it('refuses a service token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await signToken('service', { sub: 'svc-core' }, { key: privateKey, ttlSeconds: 60 });
    const res = await post(email, { authorization: `Bearer ${forged}` });
    expect(res.status).toBe(401);
  });
});

describe('POST /internal/messages/ validation', () => {
  const cases: [string, unknown, string][] = [
    ['malformed JSON', '{"channel": "email", ', 'BAD_REQUEST'],
    ['an e-mail without subject', { channel: 'email', to: 'a@example.com', text: 'x' }, 'VALIDATION_ERROR'],
    ['an e-mail to a non-address', { ...email, to: 'not-an-address' }, 'VALIDATION_ERROR'],
    ['an unknown channel', { ...email, channel: 'fax' }, 'VALIDATION_ERROR'],
    ['an SMS without text', { channel: 'sms', to: '+15550100' }, 'VALIDATION_ERROR'],
  ];
  it.each(cases)('answers 400 for %s and stores nothing', async (_label, body, code) => {
    const before = await messageCount();
    const res = await post(body, { authorization: `Bearer ${await env.serviceToken()}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: code, msg: expect.any(String) });
    expect(await messageCount()).toBe(before);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await fetch(`${notify.url}/internal/messages/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${await env.serviceToken()}` },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('delivery without SMTP (captured)', () => {
  it('accepts an e-mail with 202, logs it as sent and lists it in the outbox, newest first', async () => {
    const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
    const first = await client.send({ ...email, subject: 'First', conversation_email: 'someone@example.com' });
    const second = await client.send({ ...email, subject: 'Second' });
    await client.send({ channel: 'email', to: 'other@example.com', subject: 'Not yours', text: 'x' });

    expect(await notify.queue.waitFor(first.id)).toMatchObject({ status: 'completed', result: { delivered: 'captured' } });
    expect(await notify.queue.waitFor(second.id)).toMatchObject({ status: 'completed' });
    expect(await messageRow(first.id)).toMatchObject({
      channel: 'email',
      to: 'Someone@Example.com',
      status: 'sent',
      attempts: 1,
      last_error: null,
      conversation_email: 'someone@example.com',
      sent_on: expect.any(Date),
    });

    const res = await outbox('?to=someone@EXAMPLE.com');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body[0]).toEqual({
      channel: 'email',
      to: 'Someone@Example.com',
      subject: 'Second',
      text: 'Plain body',
      html: '<p>Body</p>',
      unsubscribe_url: null,
      attachments: [],
      created_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('captures an SMS and lists every channel when no address is given', async () => {
    const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
    const { id } = await client.send({ channel: 'sms', to: '+1 (555) 010-0200', text: 'Your code is 123456' });
    expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'completed' });
    expect(await messageRow(id)).toMatchObject({ status: 'sent', channel: 'sms' });
    const all = await outbox();
    expect(all.body[0]).toMatchObject({ channel: 'sms', to: '+1 (555) 010-0200', subject: null, text: 'Your code is 123456' });
    expect(all.body.some((m) => m.subject === 'Not yours')).toBe(true);
  });

  it('delivers a message that was stored but never queued before the service started', async () => {
    expect(await notify.queue.waitFor(strandedId)).toMatchObject({ status: 'completed' });
    expect(await messageRow(strandedId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('reports a refusal through the client as a NotifyError with the status', async () => {
    const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
    await expect(client.send({ channel: 'email', to: 'nobody', subject: 'x', text: 'y' })).rejects.toMatchObject({
      name: 'NotifyError',
      status: 400,
    });
    const unreachable = createNotifyClient({ notifyUrl: 'http://127.0.0.1:9', signingKey: env.signingKey, timeoutMs: 2000 });
    await expect(unreachable.send(email)).rejects.toBeInstanceOf(NotifyError);
  });

  it('goes round several replicas and passes over one that refuses connections', async () => {
    const closed = async (): Promise<string> => {
      const server = net.createServer().listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      return `http://127.0.0.1:${port}`;
    };
    const [down, alsoDown] = [await closed(), await closed()];
    const client = createNotifyClient({ notifyUrl: [down, notify.url], signingKey: env.signingKey, timeoutMs: 2000 });
    const to = 'replicas@example.com';
    const sent = await Promise.all([1, 2, 3].map((n) => client.send({ ...email, to, subject: `Replica ${n}` })));
    expect(new Set(sent.map((s) => s.id)).size).toBe(3);
    expect((await outbox(`?to=${to}`)).body.map((m) => m.subject).sort()).toEqual(['Replica 1', 'Replica 2', 'Replica 3']);
    const none = createNotifyClient({ notifyUrl: [down, alsoDown], signingKey: env.signingKey, timeoutMs: 2000 });
    const failed = none.conversations(to);
    await expect(failed).rejects.toThrow(down);
    await expect(failed).rejects.toThrow(alsoDown);
  });
});

describe('idempotency key', () => {
  it('keeps and sends a message sent again with the same key once, with one conversation entry', async () => {
    const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
    const message = { ...email, to: 'once@example.com', conversation_email: 'once@example.com', subject: 'Only once' };
    const first = await client.send(message, { idempotencyKey: 'outbox-entry-1' });
    const again = await Promise.all([client.send(message, { idempotencyKey: 'outbox-entry-1' }), client.send(message, { idempotencyKey: 'outbox-entry-1' })]);
    expect(again.map((a) => a.id)).toEqual([first.id, first.id]);
    expect(await notify.queue.waitFor(first.id)).toMatchObject({ status: 'completed' });
    expect((await outbox('?to=once@example.com')).body.map((m) => m.subject)).toEqual(['Only once']);
    expect(await client.conversations('once@example.com')).toHaveLength(1);

    const other = await client.send(message, { idempotencyKey: 'outbox-entry-2' });
    expect(other.id).not.toBe(first.id);
    expect((await post(email, { authorization: `Bearer ${await env.serviceToken()}`, 'idempotency-key': 'not a key!' })).status).toBe(400);
  });
});

describe('conversations of an address', () => {
  it('keeps each e-mail sent for a conversation address and lists them newest first, to services only', async () => {
    const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
    await client.send({
      ...email,
      to: 'family@example.com',
      conversation_email: 'Family@Example.com',
      html: '<p>First</p>',
      meta: { kind: 'initial_checklist' },
    });
    await client.send({ ...email, to: 'family@example.com', conversation_email: 'family@example.com', html: undefined, text: 'Second <plain>' });
    await client.send({ ...email, to: 'family@example.com', html: '<p>Not part of it</p>' });
    await client.send({ channel: 'sms', to: '+1 510 555 0100', text: 'SMS are not e-mails', conversation_email: 'family@example.com' });

    const conversations = await client.conversations('FAMILY@example.com');
    expect(conversations.map((c) => [c.kind, c.conversation])).toEqual([
      ['email', '<p>Second &lt;plain&gt;</p>'],
      ['initial_checklist', '<p>First</p>'],
    ]);
    expect((await fetch(`${notify.url}/internal/conversations/?email=family@example.com`)).status).toBe(401);
    await expect(client.conversations('not an address')).rejects.toMatchObject({ name: 'NotifyError', status: 400 });
  });
});

describe('HTTP surface', () => {
  it('answers health checks', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(`${notify.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers JSON 404 for unknown paths and 405 for a wrong method', async () => {
    const missing = await fetch(`${notify.url}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'NOT_FOUND' });
    const wrong = await fetch(`${notify.url}/internal/messages/`);
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
  });

  it('rejects a bad outbox query with 400', async () => {
    expect((await outbox('?limit=0')).status).toBe(400);
  });

  it('has no outbox in production', async () => {
    const repo = createMessagesRepo(notify.knex);
    const app = createApp({
      config: { isProduction: true },
      knex: notify.knex,
      verifyKey: env.verifyKey,
      logger,
      repo,
      messages: { send: async () => ({ id: 'unused', conversationId: null }), resumeQueued: async () => 0 },
    });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/dev/outbox/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
