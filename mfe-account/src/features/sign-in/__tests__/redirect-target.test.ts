import { redirectTarget } from '../model/redirect-target';

describe('redirectTarget', () => {
  it('when there is no state, then the target is home', () => {
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget({})).toBe('/');
  });

  it('when a guard passed a location, then its path, query and hash are kept', () => {
    expect(
      redirectTarget({ from: { pathname: '/checkout', search: '?step=2', hash: '#pay' } }),
    ).toBe('/checkout?step=2#pay');
    expect(redirectTarget({ from: '/account-page' })).toBe('/account-page');
  });

  it('when the gateway sent the visitor with ?from=, then that path is the target', () => {
    expect(redirectTarget(null, '?from=%2Forders%2Fo1%3Ftab%3D2')).toBe('/orders/o1?tab=2');
    // The router's state wins: it is the latest navigation.
    expect(redirectTarget({ from: '/checkout' }, '?from=%2Forders')).toBe('/checkout');
    expect(redirectTarget(null, '?from=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(redirectTarget(null, '?from=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget(null, '?from=%2Fauth')).toBe('/');
    expect(redirectTarget(null, '?other=1')).toBe('/');
  });

  it('when the state points off-site or back to /auth, then the target is home', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/');
    expect(redirectTarget({ from: '//evil.example/' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example/' })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/auth' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: 42 } })).toBe('/');
  });
});
