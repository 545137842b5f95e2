/** Helpers for tests of the platform and of code built on it (shell, remotes). */
function base64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token with the given claims (the browser only decodes; the server verifies). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

export function staffToken(roles: { a?: boolean; s?: boolean; g?: string | null; first_name?: string } = {}, expiresInSeconds = 3600): string {
  return fakeJwt({ sub: '1', username: 'u', first_name: 'Sam', a: false, s: false, g: null, ...roles, exp: Math.floor(Date.now() / 1000) + expiresInSeconds });
}

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
}

/** Enough of a fetch Response for the API clients. */
export function fakeResponse({ status = 200, body = null }: FakeResponseInit = {}): Response {
  const text = body === null || body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as unknown as Response;
}
