import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@coffee/ui';
import { useSession } from '@coffee/platform';
import { NotAllowedPage } from '../../features/not-allowed';
import { PageLoading } from '../page-loading';
import { decideAccess, type Guard } from './access';

/** Applies a route's guard: a spinner while the session loads, then the page, a redirect or a refusal. */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(guard, session, location.pathname);
  if (decision.kind === 'loading') return <PageLoading label="Checking your session" />;
  // `from` lets the sign-in page send the visitor back where they were going.
  if (decision.kind === 'redirect')
    return <Navigate to={decision.to} replace state={{ from: location }} />;
  if (decision.kind === 'forbidden') return <NotAllowedPage roles={decision.roles} />;
  return children;
}
