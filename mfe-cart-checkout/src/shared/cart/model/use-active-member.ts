import { useEffect, useReducer } from 'react';
import type { PublicUser } from '@coffee/contracts';
import type { Session } from '@coffee/platform';

/** setTimeout's longest wait (about 24.8 days); a later end is looked at again on a later render. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A Direct+ member at `now`, as the account service decides it when asked (the flag, and a
 * membership that has not ended): the order is charged by that answer at placing.
 */
export function isActiveMember(
  user: Pick<PublicUser, 'isDirectPlus' | 'directPlusExpiry'> | null,
  now: number,
): boolean {
  if (!user?.isDirectPlus || user.directPlusExpiry === null) return false;
  return Date.parse(user.directPlusExpiry) > now;
}

/**
 * The shopper is an active Direct+ member: false while the session is unanswered, and false from
 * the moment the membership ends on a page left open (a render then), so a lapsed member is shown
 * what the next request charges: full prices, no free shipping.
 */
export function useActiveMember(session: Session): boolean {
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const user = session.isLoading ? null : session.user;
  const expiry = user?.isDirectPlus ? user.directPlusExpiry : null;
  useEffect(() => {
    const left = expiry === null ? NaN : Date.parse(expiry) - Date.now();
    if (!(left > 0 && left <= MAX_TIMER_MS)) return undefined;
    const timer = setTimeout(recheck, left);
    return () => clearTimeout(timer);
  }, [expiry]);
  return isActiveMember(user, Date.now());
}
