import { cookieHeader, expiredCookieHeader, parseCookies } from '../http/cookies';

describe('parseCookies', () => {
  it('when a Cookie header has several cookies, then each is read by name', () => {
    expect(parseCookies('a=1; coffee_session=x.y.z;coffee_csrf=abc')).toEqual({
      a: '1',
      coffee_session: 'x.y.z',
      coffee_csrf: 'abc',
    });
  });

  it('when a name repeats, then the first one wins (the most specific path, as browsers order them)', () => {
    expect(parseCookies('coffee_csrf=first; coffee_csrf=second').coffee_csrf).toBe('first');
  });

  it('when values are quoted, encoded, malformed or empty, then parsing never throws', () => {
    expect(parseCookies('q="quoted"; e=a%20b; bad=%E0%A4%A; empty=; novalue; =x')).toEqual({
      q: 'quoted',
      e: 'a b',
      bad: '%E0%A4%A',
      empty: '',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('when a cookie is named like an Object property, then it is just a cookie', () => {
    expect(parseCookies('__proto__=x; constructor=y')).toMatchObject({ constructor: 'y' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('Set-Cookie values', () => {
  it('when a cookie is issued or expired, then it carries the given attributes', () => {
    expect(
      cookieHeader('coffee_csrf', 't', { httpOnly: false, secure: true, sameSite: 'Strict' }),
    ).toBe('coffee_csrf=t; Path=/; Secure; SameSite=Strict');
    expect(
      expiredCookieHeader('coffee_session', { httpOnly: true, secure: false, sameSite: 'Lax' }),
    ).toBe(
      'coffee_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
