import { makeUser } from '@coffee/platform/testing';
import { decideAccess } from '../access';

const signedIn = (overrides: Parameters<typeof makeUser>[0]) => ({
  isLoading: false,
  user: makeUser(overrides),
});

describe('decideAccess', () => {
  it('when the session is still loading, then it waits (no redirect yet)', () => {
    expect(decideAccess('auth', { isLoading: true, user: null }, '/checkout')).toEqual({
      kind: 'loading',
    });
  });

  it.each(['auth', 'admin', 'staff'] as const)(
    'when signed out on a %s route, then it sends to /auth',
    (guard) => {
      expect(decideAccess(guard, { isLoading: false, user: null }, '/x')).toEqual({
        kind: 'redirect',
        to: '/auth',
      });
    },
  );

  it.each([
    ['admin', 'admin', 'allow'],
    ['admin', 'employee', '/auth'],
    ['admin', 'manager', '/auth'],
    ['admin', 'customer', '/auth'],
    ['staff', 'employee', 'allow'],
    ['staff', 'admin', 'allow'],
    ['staff', 'manager', '/auth'],
    ['staff', 'customer', '/auth'],
  ] as const)(
    'when a %s route is opened by a(n) %s, then the answer is %s',
    (guard, role, expected) => {
      const decision = decideAccess(guard, signedIn({ role }), '/portal');
      expect(decision).toEqual(
        expected === 'allow' ? { kind: 'allow' } : { kind: 'redirect', to: expected },
      );
    },
  );

  it('when a customer still owes the initial payment, then guarded pages send to /direct-plus-payment', () => {
    expect(
      decideAccess('auth', signedIn({ hasCompletedInitialPayment: false }), '/account-page'),
    ).toEqual({
      kind: 'redirect',
      to: '/direct-plus-payment',
    });
  });

  it.each([
    '/direct-plus-payment',
    '/payment-confirmation',
    '/payment-confirmation/direct-plus',
    '/payment-confirmation/order',
  ])('when a customer who owes the payment is on %s, then the page opens', (path) => {
    expect(decideAccess('auth', signedIn({ hasCompletedInitialPayment: false }), path)).toEqual({
      kind: 'allow',
    });
  });

  it('when staff have hasCompletedInitialPayment false, then the payment rule does not apply to them', () => {
    expect(
      decideAccess(
        'staff',
        signedIn({ role: 'employee', hasCompletedInitialPayment: false }),
        '/employee-portal',
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('when a customer who owes the payment opens a staff portal, then the payment rule comes first (spec section 4 order)', () => {
    expect(
      decideAccess('admin', signedIn({ hasCompletedInitialPayment: false }), '/admin-portal'),
    ).toEqual({
      kind: 'redirect',
      to: '/direct-plus-payment',
    });
  });

  it('when a customer has paid (or chose Standard), then guarded pages open', () => {
    expect(
      decideAccess('auth', signedIn({ hasCompletedInitialPayment: true }), '/checkout'),
    ).toEqual({ kind: 'allow' });
  });
});
