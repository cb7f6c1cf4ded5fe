import { useEffect } from 'react';
import {
  TOAST_DURATION_MS,
  dismissToast,
  selectToasts,
  useAppDispatch,
  useAppSelector,
} from '@coffee/platform';
import { ToastView } from '@coffee/ui';

/**
 * The standalone page's toasts (inside the shell, the shell renders them): the store's toast,
 * one at a time, closing after the spec's 5 seconds.
 */
export function StoreToastView() {
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
