import { memo, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { BRAND_NAME, Navigate, Route, Routes } from '@coffee/ui';
import { PageErrorBoundary } from './error-boundaries';
import { RouteGuard } from './guards/route-guard';
import { PageLoading } from './page-loading';
import { RemotePage } from './remotes/remote-page';
import {
  NOT_FOUND_ROUTE,
  ROUTES,
  type AppRoute,
  type ShellPage as ShellPageComponent,
} from './routes';

// A layout effect: it runs before the page's own (passive) effects, so a page that names its tab
// (a product page with the product's name) has the last word over the route's generic title.
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = `${title} | ${BRAND_NAME}`;
  }, [title]);
  return children;
}

function ShellPage({ component: Page }: { component: ShellPageComponent }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading label="Loading page" />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function elementFor(route: AppRoute): ReactNode {
  if ('redirect' in route) return <Navigate to={route.redirect} replace />;
  const page =
    'remote' in route ? <RemotePage {...route} /> : <ShellPage component={route.component} />;
  const guarded = route.guard ? <RouteGuard guard={route.guard}>{page}</RouteGuard> : page;
  // Keyed by path: an error caught on one page must not stay on screen after navigating away.
  return (
    <Titled key={route.path} title={route.title}>
      {guarded}
    </Titled>
  );
}

/**
 * The route table on screen: guards first, then the remote or shell page; anything else is 404.
 * Memoised: it renders again when the location (or the table) changes, not whenever the layout
 * around it does. A server-rendered page is hydrated once its code arrives; a re-render reaching
 * it before then would make React throw the server's markup away and show the page's spinner.
 */
export const AppRoutes = memo(function AppRoutes({ routes = ROUTES }: { routes?: AppRoute[] }) {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={elementFor(route)} />
      ))}
      <Route
        path="*"
        element={
          <Titled title={NOT_FOUND_ROUTE.title}>
            <ShellPage component={NOT_FOUND_ROUTE.component} />
          </Titled>
        }
      />
    </Routes>
  );
});
