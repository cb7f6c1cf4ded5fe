import { useCallback } from 'react';
import type { PublicUser, Role } from '@coffee/contracts';
import { useAppDispatch } from '../store/store';
import { sessionApi, useGetCurrentUserQuery } from './session-api';

export interface Session {
  user: PublicUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  isSignedIn: boolean;
  isDirectPlus: boolean;
  hasRole: (...roles: Role[]) => boolean;
  refetch: () => void;
}

export function useSession(): Session {
  const { data, isLoading, isUninitialized, refetch } = useGetCurrentUserQuery();
  const user = data ?? null;
  return {
    user,
    isLoading: isLoading || isUninitialized,
    isSignedIn: user !== null,
    isDirectPlus: Boolean(user?.isDirectPlus),
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
