import { useEffect } from 'react';
import {
  dismissToast,
  selectToasts,
  TOAST_DURATION_MS,
  useAppDispatch,
  useAppSelector,
} from '@coffee/platform';
import { ToastView } from '@coffee/ui';

/**
 * The store's toasts on screen. The slice keeps one at a time; each closes after 5 s. (The spec's
 * ~1,000,000 ms removal delay only kept dismissed toasts in memory: dismissing removes them here.)
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const currentId = toasts[0]?.id;

  useEffect(() => {
    if (currentId === undefined) return undefined;
    const timer = setTimeout(() => dispatch(dismissToast(currentId)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [currentId, dispatch]);

  return <ToastView toasts={toasts} onDismiss={(id) => dispatch(dismissToast(Number(id)))} />;
}
