import type { ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { Toasts, useSession } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';

/** The theme and the toasts, as the shell gives them to every page. */
export const wrap = (children: ReactNode) => (
  <UiProvider>
    {children}
    <Toasts />
  </UiProvider>
);

/** Where a redirect or a link lands, and who the page then thinks is signed in. */
function Landing({ name }: { name: string }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="landing">
        {location.pathname}
        {location.search} as {isLoading ? 'pending' : (user?.username ?? 'guest')}
      </p>
    </>
  );
}

export const landings = (
  <>
    <Route path="/" element={<Landing name="Home page" />} />
    <Route path="/auth" element={<Landing name="Sign-in page" />} />
    <Route path="/membership" element={<Landing name="Membership page" />} />
    <Route path="/direct-plus-benefits" element={<Landing name="Direct+ benefits page" />} />
  </>
);
