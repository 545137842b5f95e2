import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { generateKeyPair } from 'jose';
import { createLogger, loadConfig, signToken, type Config, type TokenKey } from '@clinic/server-kit';
import { createApp, type GatewayApp, type GatewayAppOptions } from './app';

export const testLogger = createLogger('svc-gateway-test');

export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(handler: http.RequestListener): Promise<Listening> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeUpstream extends Listening {
  seen: SeenRequest[];
}

/**
 * A stand-in service: records every request and answers with `reply` (default: an echo of the
 * request as JSON). `/readyz` answers 200 unless `ready` is false.
 */
export async function fakeUpstream(
  reply?: (req: SeenRequest, res: http.ServerResponse) => void,
  state: { ready: boolean } = { ready: true },
): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const listening = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      if (request.url === '/readyz') {
        res.writeHead(state.ready ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: state.ready ? 'ok' : 'unavailable' }));
        return;
      }
      seen.push(request);
      if (reply) return reply(request, res);
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ method: request.method, url: request.url, body: request.body.toString('utf8'), requestId: req.headers['x-request-id'] }));
    });
  });
  return { ...listening, seen };
}

export interface TestKeys {
  signingKey: TokenKey;
  verifyKey: TokenKey;
  staff(flags?: { a?: boolean; s?: boolean; ttlSeconds?: number }): Promise<string>;
}

export async function testKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return {
    signingKey: privateKey,
    verifyKey: publicKey,
    staff: ({ a = false, s = true, ttlSeconds = 600 } = {}) =>
      signToken('staff', { sub: '7', username: 'someone', first_name: 'Some', a, s, g: null }, { key: privateKey, ttlSeconds }),
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'gateway-test'), ...env });
}

export async function startGateway(options: GatewayAppOptions): Promise<Listening & { app: GatewayApp }> {
  const app = createApp(options);
  const listening = await listen(app.callback());
  return {
    ...listening,
    app,
    close: async () => {
      await listening.close();
      await app.close();
    },
  };
}

/** A raw request (fetch would normalise `..` away), answering status, headers and text. */
export function rawGet(url: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
