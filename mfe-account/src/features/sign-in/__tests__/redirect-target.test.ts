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

  it('when the state points off-site or back to /auth, then the target is home', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/');
    expect(redirectTarget({ from: '//evil.example/' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example/' })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/auth' } })).toBe('/');
    expect(redirectTarget({ from: { pathname: 42 } })).toBe('/');
  });
});
