import { useEffect } from 'react';
import { dismissToast, selectToasts, TOAST_DURATION_MS, useAppDispatch, useAppSelector } from '@coffee/platform';
import { ToastView } from '@coffee/ui';

/**
 * The standalone page's toasts (inside the shop, the shell renders them): the store's one
 * toast, closed after the spec's 5 seconds.
 */
export function StandaloneToasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const current = toasts[0];

  useEffect(() => {
    if (!current) return undefined;
    const timer = setTimeout(() => dispatch(dismissToast(current.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, dispatch]);

  return <ToastView toasts={toasts} onDismiss={(id) => dispatch(dismissToast(Number(id)))} />;
}
