import { accountHarness, sessionCookie, setCookies } from './harness';

describe('COOKIE_SECURE=true', () => {
  const h = accountHarness({ COOKIE_SECURE: 'true' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when signing in and out, then the session cookie is set and cleared with Secure', async () => {
    const { res } = await h.register();
    expect(sessionCookie(res)?.attributes).toMatchObject({
      secure: true,
      httponly: true,
      samesite: 'Lax',
    });
    const out = await h.api().post('/api/logout');
    expect(setCookies(out)[0]?.attributes.secure).toBe(true);
  });
});
