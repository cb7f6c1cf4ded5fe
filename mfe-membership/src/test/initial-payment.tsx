import type { MembershipChange, PublicUser } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { HttpResponse, http, type RequestHandler } from '@coffee/platform/testing';
import { Navigate, useLocation } from '@coffee/ui';
import { makeNoMembership } from './membership';

/**
 * The shell's initial-payment guard as a stand-in page: a customer who owes the Direct+ first
 * payment is sent to /direct-plus-payment with `state.from`, as the shell does; anyone else sees
 * the page (its heading says which).
 */
export function GuardedPage({ name }: { name: string }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return null;
  if (user && !user.hasCompletedInitialPayment)
    return <Navigate to="/direct-plus-payment" replace state={{ from: location }} />;
  return <h1>{name}</h1>;
}

/**
 * GET /api/user and POST /api/membership/standard for a Direct+ sign-up who owes the first
 * payment: choosing Standard lifts it, as the membership service does.
 */
export function standardChoiceServer(
  user: PublicUser,
  { fail }: { fail?: () => Response } = {},
): { handlers: RequestHandler[]; chosen: () => number } {
  let current = user;
  let chosen = 0;
  return {
    chosen: () => chosen,
    handlers: [
      http.get('/api/user', () => HttpResponse.json(current)),
      http.post('/api/membership/standard', () => {
        chosen += 1;
        if (fail) return fail();
        current = { ...current, hasCompletedInitialPayment: true };
        const answer: MembershipChange = { user: current, membership: makeNoMembership() };
        return HttpResponse.json(answer);
      }),
    ],
  };
}
