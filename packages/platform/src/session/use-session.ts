import type { PublicUser, Role } from '@coffee/contracts';
import { useGetCurrentUserQuery } from './session-api';

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
