import type { MembershipChange, MembershipStatus, PublicUser } from '@coffee/contracts';
import { HttpResponse, http, type RequestHandler } from '@coffee/platform/testing';
import { userFor } from './membership';

type Action = 'unsubscribe' | 'resume' | 'billing-period' | 'refund';

export interface MembershipServerOptions {
  /** Answers this action instead of the services' success. */
  fail?: Partial<Record<Action, () => Response>>;
  /** Every change waits for this before answering. */
  until?: Promise<void>;
}

/**
 * The membership routes as the services answer them, for one signed-in user: GET /api/user and
 * GET /api/membership read the current state, which the manage actions change (a trial ends at
 * once when cancelled, a paid membership runs to its end; resume; a period switch at renewal; the
 * money-back refund ends it at once).
 */
export function membershipServer(
  user: PublicUser,
  start: MembershipStatus,
  { fail = {}, until }: MembershipServerOptions = {},
) {
  let membership = start;
  const change =
    (action: Action, next: (body: unknown) => MembershipStatus) =>
    async ({ request }: { request: Request }) => {
      await until;
      const failure = fail[action];
      if (failure) return failure();
      const body: unknown = request.headers.get('content-type')?.includes('json')
        ? await request.json()
        : undefined;
      membership = next(body);
      const answer: MembershipChange = { user: userFor(user, membership), membership };
      return HttpResponse.json(answer);
    };

  const handlers: RequestHandler[] = [
    http.get('/api/user', () => HttpResponse.json(userFor(user, membership))),
    http.get('/api/membership', () => HttpResponse.json(membership)),
    http.post(
      '/api/unsubscribe',
      change('unsubscribe', () =>
        membership.state === 'trial'
          ? {
              ...membership,
              plan: 'standard',
              isDirectPlus: false,
              state: 'expired',
              renewsAs: null,
              trialAvailable: false,
            }
          : { ...membership, state: 'cancelling', renewsAs: null },
      ),
    ),
    http.post(
      '/api/membership/refund',
      change('refund', () => ({
        ...membership,
        plan: 'standard',
        isDirectPlus: false,
        directPlusExpiry: new Date().toISOString(),
        state: 'expired',
        billingPeriod: null,
        renewsAs: null,
        paymentMethod: null,
        moneyBack: null,
      })),
    ),
    http.post(
      '/api/membership/resume',
      change('resume', () => ({
        ...membership,
        state: 'active',
        renewsAs: membership.billingPeriod,
      })),
    ),
    http.post(
      '/api/membership/billing-period',
      change('billing-period', (body) => ({
        ...membership,
        renewsAs: (body as { billingPeriod: MembershipStatus['renewsAs'] }).billingPeriod,
      })),
    ),
  ];
  return { handlers, current: () => membership };
}
