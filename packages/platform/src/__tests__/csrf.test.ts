import { csrfToken } from '../api/csrf';
import { HttpResponse, http, server } from '../testing';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

describe('csrfToken', () => {
  it('when the gateway replaces the cookie between two writes (sign-in, sign-out), then each write reads the cookie as it is then', async () => {
    document.cookie = 'coffee_csrf=signed-out-token; path=/';
    expect(await csrfToken()).toBe('signed-out-token');
    document.cookie = 'coffee_csrf=session-token; path=/';
    expect(await csrfToken()).toBe('session-token');
  });

  it('when the HTTPS name __Host-coffee_csrf is present, then it is the one read', async () => {
    jest
      .spyOn(document, 'cookie', 'get')
      .mockReturnValue('theme=dark; __Host-coffee_csrf=secure-token; other=1');
    expect(await csrfToken()).toBe('secure-token');
  });

  it('when both names are present (a cookie left from before HTTPS), then the __Host- one wins', async () => {
    jest
      .spyOn(document, 'cookie', 'get')
      .mockReturnValue('coffee_csrf=old-plain; __Host-coffee_csrf=secure-token');
    expect(await csrfToken()).toBe('secure-token');
  });

  it('when there is no cookie, then GET /api/csrf is asked and the cookie it sets is used', async () => {
    let asked = 0;
    server.use(
      http.get('/api/csrf', () => {
        asked += 1;
        document.cookie = 'coffee_csrf=fresh-from-gateway; path=/';
        return HttpResponse.json({ csrfToken: 'fresh-from-gateway' });
      }),
    );
    expect(await csrfToken()).toBe('fresh-from-gateway');
    expect(asked).toBe(1);
    // Read again, not remembered: the next write finds the cookie without asking.
    expect(await csrfToken()).toBe('fresh-from-gateway');
    expect(asked).toBe(1);
  });
});
