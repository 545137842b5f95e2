/** Decoding (not verifying: the server verifies) of the staff JWT kept in jToken. */
export interface TokenRoles {
  a: boolean;
  s: boolean;
  g: string | null;
  first_name: string;
}

export interface DecodedToken extends Partial<TokenRoles> {
  exp?: number;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // UTF-8 bytes to text without TextDecoder (absent in some test environments).
  return decodeURIComponent(Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/** The payload of a JWT, or null when the text is not a decodable JWT. */
export function decodeToken(token: string | null | undefined): DecodedToken | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as DecodedToken) : null;
  } catch {
    return null;
  }
}

/** public-site.md 3: true when the token decodes and its expiry is in the future. */
export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const payload = decodeToken(token);
  return typeof payload?.exp === 'number' && payload.exp * 1000 > nowMs;
}

/** The role flags carried by a valid token, or null. */
export function rolesFromToken(token: string | null | undefined, nowMs: number = Date.now()): TokenRoles | null {
  if (!isTokenValid(token, nowMs)) return null;
  const p = decodeToken(token)!;
  return {
    a: p.a === true,
    s: p.s === true,
    g: typeof p.g === 'string' ? p.g : null,
    first_name: typeof p.first_name === 'string' ? p.first_name : '',
  };
}
