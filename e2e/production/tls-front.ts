/**
 * The TLS-terminating proxy a production deployment puts in front of the gateway (Caddy in
 * deploy/compose.yaml, the Ingress in the Helm chart), on one machine: https on `port` with a
 * certificate made for 127.0.0.1 by `openssl` for this run, forwarding to the gateway's plain http
 * with X-Forwarded-For/-Proto/-Host (the gateway runs with TRUST_PROXY=1 behind it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  url: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsFront(opts: { port: number; target: string }): Promise<TlsFront> {
  const target = new URL(opts.target);
  // Idle connections are dropped after 4 s, before the gateway closes them (Node keeps them 5 s).
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 });
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const headers = {
      ...req.headers,
      'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    let abandoned = false;
    upstream.on('error', (err) => {
      if (abandoned) return;
      console.error(`[https front] ${req.method} ${req.url}: ${err.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The gateway did not answer');
    });
    // A browser that goes away (a closed page, a cancelled download) frees the gateway's connection too.
    res.on('close', () => {
      if (res.writableFinished) return;
      abandoned = true;
      upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opts.port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${opts.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
