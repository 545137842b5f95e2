/**
 * The maintained Node proxy the gateway hop is compared with (bench/gateway-hop.ts): fastify with
 * @fastify/http-proxy (undici underneath) forwarding every /api/v1 request to one svc-core, as it comes:
 * no access check, no rate limit, no request id, no security headers. Plain JavaScript run by plain
 * `node`, so no loader stands between it and its CPU time.
 *
 *   CORE_URL=http://127.0.0.1:19081 PORT=19090 node bench/fastify-proxy.mjs
 */
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';

const upstream = process.env.CORE_URL ?? 'http://127.0.0.1:8081';
const port = Number(process.env.PORT ?? 19090);

const app = Fastify({ logger: false });
await app.register(httpProxy, { upstream, prefix: '/api/v1', rewritePrefix: '/api/v1' });
await app.listen({ port, host: '127.0.0.1' });
console.log(`fastify proxy listening on http://127.0.0.1:${port} -> ${upstream}`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
