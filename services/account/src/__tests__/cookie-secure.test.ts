import { accountHarness, setCookies } from './harness';

describe('COOKIE_SECURE=true', () => {
  const h = accountHarness({ COOKIE_SECURE: 'true' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when signing in and out, then the __Host- session cookie is set and cleared with Secure, Path=/ and no Domain', async () => {
    const { res } = await h.register();
    const cookie = setCookies(res).find((c) => c.name === '__Host-coffee_session');
    expect(cookie?.attributes).toMatchObject({
      secure: true,
      httponly: true,
      samesite: 'Lax',
      path: '/',
    });
    expect(cookie?.attributes.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(setCookies(res).some((c) => c.name === 'coffee_session')).toBe(false);
    const out = await h.api().post('/api/logout');
    expect(setCookies(out)[0]?.name).toBe('__Host-coffee_session');
    expect(setCookies(out)[0]?.attributes.secure).toBe(true);
    expect(setCookies(out)[0]?.attributes.path).toBe('/');
  });
});
