import { lazy, Suspense, useEffect, useRef } from 'react';
import { matchPath, useLocation } from '@coffee/ui';
import { isStaffRole } from '@coffee/contracts';
import styled from 'styled-components';
import { DemoBanner, Footer, Header, SkipLink, StaffHeader } from '../features/layout';
import { AppRoutes } from './app-routes';
import { DeferredCartWidget } from './deferred-cart-widget';
import { QuietBoundary } from './error-boundaries';
import { Toasts, useAfterFirstContent, useSession } from '@coffee/platform';
import { usePageSettings } from './page-settings';
import { ROUTES } from './routes';

// The chat button is not needed for the first view: it arrives in its own chunk once the page's
// first view (its LCP image) is on screen and the browser is idle, so it never competes with it.
const ChatWidget = lazy(() => import('../features/chat').then((m) => ({ default: m.ChatWidget })));

export const MAIN_ID = 'main-content';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: while a remote page loads, the footer stays below the fold instead of
// showing and then being pushed down (a layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

// Only on a navigation, not on mount: a server-rendered page may have been scrolled before the
// browser hydrated it, and hydrating must not jump it back to the top.
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const STAFF_ROUTES = ROUTES.filter((route) => route.frame === 'staff');

/**
 * The staff route at `pathname`, when the back office's frame applies: a staff route opened by
 * staff (or while the session is still loading; signed out, the guard moves on to /auth). A
 * customer refused there keeps the shop's own chrome, with its way home.
 */
function useStaffFrame(): { title: string } | null {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const route = STAFF_ROUTES.find((r) => matchPath(r.path, pathname));
  if (!route) return null;
  if (!isLoading && user && !isStaffRole(user.role)) return null;
  return { title: route.title };
}

/** The demo shop's banner, on every page of a shop that takes no real payments. */
function DemoNotice() {
  return usePageSettings().demoPayments ? <DemoBanner /> : null;
}

const StaffMain = styled(Main)`
  background: ${({ theme }) => theme.colors.bg};
`;

/** The back office: (demo banner,) staff header, the portal, toasts. No search, categories, footer or chat. */
function StaffLayout({ portal }: { portal: string }) {
  return (
    <Page>
      <SkipLink targetId={MAIN_ID} />
      <DemoNotice />
      <StaffHeader portal={portal} />
      <StaffMain id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </StaffMain>
      <Toasts />
      <ScrollToTopOnNavigate />
    </Page>
  );
}

/** Every shop page: skip link, (demo banner,) header (with cart_checkout's cart button), routed content, footer, chat, toasts. */
export function AppLayout() {
  const staff = useStaffFrame();
  return staff ? <StaffLayout portal={staff.title} /> : <ShopLayout />;
}

/**
 * The chat button, once the first view is on screen. Its own component: the switch re-renders
 * only it. Were it the layout's, the routes would re-render too, and a server-rendered page whose
 * code has not arrived yet would be thrown away for its spinner (React cannot hydrate a boundary
 * that receives new props before its code is there, so it renders it anew).
 */
function DeferredChat() {
  const showChat = useAfterFirstContent();
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{showChat ? <ChatWidget /> : null}</Suspense>
    </QuietBoundary>
  );
}

function ShopLayout() {
  return (
    <Page>
      <SkipLink targetId={MAIN_ID} />
      <DemoNotice />
      <Header cartSlot={<DeferredCartWidget />} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </Main>
      <Footer />
      <DeferredChat />
      <Toasts />
      <ScrollToTopOnNavigate />
    </Page>
  );
}
