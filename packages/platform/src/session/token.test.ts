import { fakeJwt } from '../testing/fakes';
import { isAuthenticated } from './session';
import { decodeToken, isTokenValid, rolesFromToken } from './token';

const now = Date.now();
const inSeconds = (s: number) => Math.floor(now / 1000) + s;

describe('isAuthenticated (token decodes and expiry is in the future)', () => {
  it('is true for a token that expires in the future', () => {
    expect(isAuthenticated(fakeJwt({ exp: inSeconds(600) }))).toBe(true);
  });

  it('is false for a token that has expired', () => {
    expect(isAuthenticated(fakeJwt({ exp: inSeconds(-1) }))).toBe(false);
  });

  it('is false for garbage, a token without exp, or no token', () => {
    expect(isAuthenticated('not-a-jwt')).toBe(false);
    expect(isAuthenticated('a.b.c')).toBe(false);
    expect(isAuthenticated(fakeJwt({ sub: '1' }))).toBe(false);
    expect(isAuthenticated(fakeJwt({ exp: 'tomorrow' }))).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated('')).toBe(false);
  });

  it('compares the expiry with the given clock', () => {
    const token = fakeJwt({ exp: 2_000 });
    expect(isTokenValid(token, 1_999_000)).toBe(true);
    expect(isTokenValid(token, 2_000_000)).toBe(false);
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeToken(fakeJwt({ first_name: 'Zoë', exp: 1 }))?.first_name).toBe('Zoë');
  });

  it('reads the role flags only from a valid token', () => {
    expect(rolesFromToken(fakeJwt({ a: true, s: false, g: null, first_name: 'Ann', exp: inSeconds(60) }))).toEqual({
      a: true,
      s: false,
      g: null,
      first_name: 'Ann',
    });
    expect(rolesFromToken(fakeJwt({ a: true, exp: inSeconds(-60) }))).toBeNull();
  });
});
