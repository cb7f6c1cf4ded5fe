import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer, Header, SkipLink } from '../features/layout';
import { AppRoutes } from './app-routes';
import { QuietBoundary } from './error-boundaries';
import { RemoteWidget } from './remotes/remote-widget';
import { Toaster } from './toaster';

// The chat button is not needed for the first paint: it arrives in its own chunk.
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

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Every page: skip link, header (with cart_checkout's cart button), routed content, footer, chat, toasts. */
export function AppLayout() {
  return (
    <Page>
      <SkipLink targetId={MAIN_ID} />
      <Header cartSlot={<RemoteWidget remote="cart_checkout" module="CartWidget" />} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </Main>
      <Footer />
      <QuietBoundary>
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      </QuietBoundary>
      <Toaster />
      <ScrollToTopOnNavigate />
    </Page>
  );
}
