import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { dismissToast, selectToasts, TOAST_DURATION_MS } from './toast-slice';

/**
 * What a toast view needs: the current toast (one at a time) and a dismiss callback; the
 * toast closes by itself after the spec's 5 seconds. The shell and each standalone page
 * render `<ToastView {...useToasts()} />`.
 */
export function useToasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const currentId = toasts[0]?.id;

  useEffect(() => {
    if (currentId === undefined) return undefined;
    const timer = setTimeout(() => dispatch(dismissToast(currentId)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [currentId, dispatch]);

  const onDismiss = useCallback(
    (id: number | string) => dispatch(dismissToast(Number(id))),
    [dispatch],
  );
  return { toasts, onDismiss };
}
