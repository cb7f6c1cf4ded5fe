import { useCallback, useEffect, useReducer } from 'react';
import type { PublicUser, Role } from '@coffee/contracts';
import { useAppDispatch } from '../store/store';
import { sessionApi, useGetCurrentUserQuery } from './session-api';

export interface Session {
  user: PublicUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** An active Direct+ member now (isActiveMember): false from the moment the membership ends. */
  isDirectPlus: boolean;
  hasRole: (...roles: Role[]) => boolean;
  refetch: () => void;
}

/** setTimeout's longest wait (about 24.8 days); a later end is looked at again on a later render. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A Direct+ member at `now`, as the account service decides it when asked (the flag, and a
 * membership that has not ended): orders are charged by that answer when they are placed.
 */
export function isActiveMember(
  user: Pick<PublicUser, 'isDirectPlus' | 'directPlusExpiry'> | null,
  now: number,
): boolean {
  if (!user?.isDirectPlus || user.directPlusExpiry === null) return false;
  return Date.parse(user.directPlusExpiry) > now;
}

/**
 * isActiveMember now, and again the moment the membership ends on a page left open (a render
 * then): every remote shows a lapsed member what the next request charges, full prices and no
 * free shipping, by this one rule.
 */
function useActiveMember(user: PublicUser | null): boolean {
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const expiry = user?.isDirectPlus ? user.directPlusExpiry : null;
  useEffect(() => {
    const left = expiry === null ? NaN : Date.parse(expiry) - Date.now();
    if (!(left > 0 && left <= MAX_TIMER_MS)) return undefined;
    const timer = setTimeout(recheck, left);
    return () => clearTimeout(timer);
  }, [expiry]);
  return isActiveMember(user, Date.now());
}

export function useSession(): Session {
  const { data, isLoading, isUninitialized, refetch } = useGetCurrentUserQuery();
  const user = data ?? null;
  const loading = isLoading || isUninitialized;
  const isDirectPlus = useActiveMember(loading ? null : user);
  return {
    user,
    isLoading: loading,
    isSignedIn: user !== null,
    isDirectPlus,
    hasRole: (...roles) => (user ? roles.includes(user.role) : false),
    refetch: () => void refetch(),
  };
}

/**
 * For actions that depend on who is signed in: resolves with the user (null when signed out)
 * once GET /api/user has answered, at once when it already has. A click made while the session
 * call is still on its way (a phone on a slow network) waits for it instead of taking the
 * visitor for signed out. Rejects when the session cannot be read at all.
 */
export function useSessionReady(): () => Promise<PublicUser | null> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(
      sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }),
    );
    return request.unwrap();
  }, [dispatch]);
}
