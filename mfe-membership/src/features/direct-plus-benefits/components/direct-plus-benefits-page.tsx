import { toApiError, useSession } from '@coffee/platform';
import { Button, Navigate, useLocation } from '@coffee/ui';
import { useGetMembershipQuery } from '../../../shared/membership';
import { PageLoading, PageMessage, PageShell } from '../../../shared/page';
import { BenefitsView } from './benefits-view';

/**
 * /direct-plus-benefits (spec, section 2): a member's benefits and the manage buttons. The shell
 * guards it for signed-in users; non-members are sent to /membership once GET /api/membership
 * has said so, never on a guess while it loads.
 */
export function DirectPlusBenefitsPage() {
  const location = useLocation();
  const session = useSession();
  const { data, error, isLoading, isUninitialized, isFetching, refetch } = useGetMembershipQuery(
    undefined,
    { skip: !session.isSignedIn },
  );
  const loadingMembership = session.isSignedIn && (isLoading || isUninitialized);

  if (session.isLoading || loadingMembership || (error && isFetching)) {
    return <PageLoading label="Loading your membership" />;
  }
  // Standalone there is no shell guard: the page asks for sign-in itself.
  if (!session.isSignedIn) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (error || !data) {
    return (
      <PageShell>
        <PageMessage
          title="We could not load your membership"
          role="alert"
          actions={<Button onClick={() => void refetch()}>Try again</Button>}
        >
          {toApiError(error).message}
        </PageMessage>
      </PageShell>
    );
  }
  if (!data.isDirectPlus) return <Navigate to="/membership" replace />;
  return <BenefitsView membership={data} />;
}
