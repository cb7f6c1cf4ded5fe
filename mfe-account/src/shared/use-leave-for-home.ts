import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@coffee/ui';

/**
 * Leaving the account page for `/` when the session ends here (Log out, sign out everywhere,
 * a deleted account). The router commits a navigation as a transition, and keeps showing this
 * page until the next one has loaded; the session store updates at once. Clearing the session
 * before the page has gone would let the guard see a signed-out visitor on /account-page and
 * send them to /auth instead of home. So `leave(then)` navigates first and runs `then` (the
 * sign-out itself, the toast) only when the component that called it unmounts: once the page
 * has really gone.
 */
export function useLeaveForHome(): (then: () => void) => void {
  const navigate = useNavigate();
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      const then = pending.current;
      pending.current = null;
      then?.();
    },
    [],
  );
  return useCallback(
    (then: () => void) => {
      pending.current = then;
      navigate('/', { replace: true });
    },
    [navigate],
  );
}
