/**
 * SMS through Twilio's official SDK, against a local stand-in of Twilio's Messages API: the request
 * the SDK makes (account, credentials, To, From, Body), and a refused send retried by the delivery job.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createNotifyClient } from '@clinic/server-kit';
import type { MessageRow } from './modules/messages/repo';
import { startNotify, type NotifyService } from './notify';
import { createNotifyTestEnv, type NotifyTestEnv } from './test-support';

interface TwilioRequest {
  path: string;
  authorization: string;
  form: URLSearchParams;
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
const logger = createLogger('svc-notify-twilio-test');
let env: NotifyTestEnv;
let notify: NotifyService;
let twilioApi: http.Server;
const requests: TwilioRequest[] = [];
/** Sends Twilio refuses (503) before accepting. */
let refusals = 0;

beforeAll(async () => {
  twilioApi = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: String(req.headers.authorization),
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      if (refusals > 0) {
        refusals -= 1;
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${requests.length}`, status: 'queued', account_sid: SID }));
    });
  });
  await new Promise<void>((resolve) => twilioApi.listen(0, '127.0.0.1', resolve));
  const { port } = twilioApi.address() as AddressInfo;
  env = await createNotifyTestEnv({
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM_NUMBER: '+15105550100',
    TWILIO_API_BASE_URL: `http://127.0.0.1:${port}`,
  });
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
  await new Promise<void>((resolve) => (twilioApi ? twilioApi.close(() => resolve()) : resolve()));
});

it('sends an SMS through Twilio with the account credentials, retrying after Twilio first refuses it', async () => {
  refusals = 1;
  const client = createNotifyClient({ notifyUrl: notify.url, signingKey: env.signingKey });
  const { id } = await client.send({ channel: 'sms', to: '+15105550199', text: 'Please complete your payment.' });

  expect(await notify.queue.waitFor(id)).toMatchObject({ status: 'completed', attempts: 2, result: { delivered: 'twilio' } });
  expect(await notify.knex<MessageRow>('messages').where({ id }).first()).toMatchObject({ status: 'sent', attempts: 2 });
  expect(requests).toHaveLength(2);
  const sent = requests[1]!;
  expect(sent.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  expect(sent.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  expect(Object.fromEntries(sent.form)).toEqual({ To: '+15105550199', From: '+15105550100', Body: 'Please complete your payment.' });
});
