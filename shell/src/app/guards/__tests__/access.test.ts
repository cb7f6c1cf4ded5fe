import { makeUser } from '@coffee/platform/testing';
import { rolesWith } from '@coffee/contracts';
import { decideAccess, ROLES_BY_GUARD, SIGN_IN_PATH } from '../access';
import { ROUTES } from '../../routes';

const signedIn = (overrides: Parameters<typeof makeUser>[0]) => ({
  isLoading: false,
  user: makeUser(overrides),
});

describe('decideAccess', () => {
  it('when the guards are built, then their roles are the role policy of the contracts', () => {
    expect(ROLES_BY_GUARD.admin).toEqual(rolesWith('admin-portal'));
    expect(ROLES_BY_GUARD.staff).toEqual(rolesWith('employee-portal'));
    expect(ROLES_BY_GUARD.admin).toEqual(['admin']);
    expect(ROLES_BY_GUARD.staff).toEqual(['employee', 'manager', 'admin']);
  });

  it.each([
    ['admin', 'manager', ['admin']],
    ['staff', 'customer', ['employee', 'manager', 'admin']],
  ] as const)(
    'when a %s route refuses a(n) %s, then it names the roles allowed',
    (guard, role, roles) => {
      expect(decideAccess(guard, signedIn({ role }), '/portal')).toEqual({
        kind: 'forbidden',
        roles,
      });
    },
  );

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
    ['admin', 'employee', 'forbidden'],
    ['admin', 'manager', 'forbidden'],
    ['admin', 'customer', 'forbidden'],
    ['staff', 'employee', 'allow'],
    ['staff', 'admin', 'allow'],
    ['staff', 'manager', 'allow'],
    ['staff', 'customer', 'forbidden'],
  ] as const)(
    'when a %s route is opened by a(n) %s, then the answer is %s',
    (guard, role, expected) => {
      const decision = decideAccess(guard, signedIn({ role }), '/portal');
      expect(decision.kind).toBe(expected);
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

  // /auth sends a signed-in visitor on to where they came from: a guard that sent a signed-in
  // user to /auth would bounce between the two pages until the tab froze.
  const guarded = ROUTES.filter((route) => route.guard);
  const visitors = [
    ...(['customer', 'employee', 'manager', 'admin'] as const).map((role) => ({
      name: role,
      user: makeUser({ role }),
    })),
    { name: 'customer owing the payment', user: makeUser({ hasCompletedInitialPayment: false }) },
  ];
  it.each(guarded.flatMap((route) => visitors.map((v) => [route.path, v.name, v.user] as const)))(
    'when %s is opened by a signed-in %s, then the guard never sends them to the sign-in page',
    (path, _name, user) => {
      const route = guarded.find((r) => r.path === path)!;
      const decision = decideAccess(route.guard!, { isLoading: false, user }, path);
      expect(decision).not.toEqual({ kind: 'redirect', to: SIGN_IN_PATH });
      expect(['allow', 'forbidden', 'redirect']).toContain(decision.kind);
    },
  );

  it.each(guarded.map((route) => route.path))(
    'when %s is opened signed out, then it sends to the sign-in page',
    (path) => {
      const route = guarded.find((r) => r.path === path)!;
      expect(decideAccess(route.guard!, { isLoading: false, user: null }, path)).toEqual({
        kind: 'redirect',
        to: SIGN_IN_PATH,
      });
    },
  );
});
