import { api } from '@coffee/platform';

/**
 * The shop's one RTK Query api, with the back office's own tag types added (the platform's list
 * is the shopper's). `enhanceEndpoints` changes the same api object: still one cache, one store.
 */
export const staffApi = api.enhanceEndpoints({
  addTagTypes: [
    'StaffOrder',
    'StaffProduct',
    'StaffUser',
    'Ticket',
    'Review',
    'Audit',
    'Dashboard',
    'MailOutbox',
    'StaffSubscription',
    'SubscriptionPlan',
    'Promotion',
  ],
});

/** Query parameters without the empty ones, so `?q=` never reaches the server. */
export function cleanParams(params: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number;
  }
  return out;
}
