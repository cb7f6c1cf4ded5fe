import { matchRoutes } from 'react-router';
import { matchPage, PAGE_ROUTES } from '@coffee/topology';
import { ROUTES } from '../routes';

// The gateway answers 404 for a path `matchPage` does not know, 200 otherwise: it must agree
// with what the shell's router shows for that path, or a page would be a 404 that renders fine
// (or a 200 that shows Not Found).
const table = [...ROUTES.map(({ path }) => ({ path })), { path: '*' }];

function routerPage(pathname: string): string | undefined {
  const path = matchRoutes(table, pathname)?.[0]?.route.path;
  return path === '*' ? undefined : path;
}

const SAMPLES = [
  '/',
  '//',
  '/no-such-page',
  '//internal/users/x',
  '/internal/users/x',
  '/api/products',
  '/AUTH',
  '/auth/',
  '/auth//',
  '/auth/x',
  '/category/beans',
  '/category/',
  '/category//beans',
  '/category/beans/',
  '/category/beans/extra',
  '/category/a%2Fb',
  '/product/42',
  '/product',
  '/orders',
  '/orders/abc',
  '/orders/abc/def',
  '/payment-confirmation',
  '/payment-confirmation/order',
  '/payment-confirmation/direct-plus',
  '/payment-confirmation/other',
  '/account',
  '/membership-page',
  '/support/ticket',
  '/support',
  '/search',
  '/search/beans',
  '/index.html.x',
];

describe('the page list shared with the gateway', () => {
  it('when the shell builds its route table, then it has exactly the topology page list, in order', () => {
    expect(ROUTES.map((r) => r.path)).toEqual(PAGE_ROUTES.map((r) => r.path));
  });

  it.each(SAMPLES)('when %s is opened, then the gateway and the router agree on its page', (p) => {
    expect(matchPage(p)?.path).toBe(routerPage(p));
  });

  it.each(PAGE_ROUTES.map((r) => r.path.replace(/:[\w-]+/g, 'x1')))(
    'when %s (a page, parameters filled in) is opened, then both find it',
    (p) => {
      expect(matchPage(p)?.path).toBeDefined();
      expect(matchPage(p)?.path).toBe(routerPage(p));
    },
  );
});
