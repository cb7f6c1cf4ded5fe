import { isOnlySlashes, isPageRequest, matchPage, PAGE_ROUTES, REMOTES, isRemoteName } from '..';

describe('page list', () => {
  it('when every page is listed, then no path appears twice', () => {
    const paths = PAGE_ROUTES.map((r) => r.path.toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('when a page is a remote page, then the remote exposes it', () => {
    for (const route of PAGE_ROUTES) {
      if (!('remote' in route)) continue;
      expect(isRemoteName(route.remote)).toBe(true);
      expect(REMOTES[route.remote].pages).toContain(route.page);
    }
  });

  it('when a page redirects, then it redirects to a page that renders', () => {
    for (const route of PAGE_ROUTES) {
      if (!('redirect' in route)) continue;
      const target = matchPage(route.redirect);
      expect(target).toBeDefined();
      expect(target && 'redirect' in target).toBe(false);
    }
  });

  it.each([
    ['/', '/'],
    ['/category/beans', '/category/:category'],
    ['/Category/Beans/', '/category/:category'],
    ['/product/42', '/product/:id'],
    ['/orders', '/orders'],
    ['/orders/ord_1', '/orders/:orderId'],
    ['/payment-confirmation/direct-plus', '/payment-confirmation/direct-plus'],
    ['/auth', '/auth'],
  ])('when %s is matched, then it is the page %s', (pathname, path) => {
    expect(matchPage(pathname)?.path).toBe(path);
  });

  it.each([
    '/no-such-page',
    '//internal/users/x',
    '/category/',
    '/category/beans/more',
    '/product',
    '/auth/extra',
    '/api/products',
    '/payment-confirmation/gift',
  ])('when %s is matched, then no page has it', (pathname) => {
    expect(matchPage(pathname)).toBeUndefined();
  });
});

describe('which requests ask for a page (the gateway and the shell server both read it)', () => {
  it.each([
    ['GET', '/', true],
    ['HEAD', '/category/beans/', true],
    ['GET', '/no-such-page', true],
    ['POST', '/', false],
    ['GET', '/api/products', false],
    ['GET', '/API/products', false],
    ['GET', '/internal', false],
    ['GET', '/main.0123456789.js', false],
    ['GET', '/assets/logo.svg/', false],
    ['GET', '/apiary', true],
  ])('when %s %s is asked for, then it is a page: %s', (method, path, page) => {
    expect(isPageRequest(method, path)).toBe(page);
  });

  it('when a path is only slashes, then it is the home page at another address', () => {
    expect(['//', '///'].map(isOnlySlashes)).toEqual([true, true]);
    expect(['/', '/a//', '//a'].map(isOnlySlashes)).toEqual([false, false, false]);
  });
});
