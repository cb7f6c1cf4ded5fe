import { useCallback } from 'react';
import { useAppDispatch } from '../store/store';
import { showToast, type ToastVariant } from './toast-slice';

/** `const toast = useToast(); toast({ title: 'Signed out', description: '...' })`. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (input: { title: string; description?: string; variant?: ToastVariant }) => {
      dispatch(showToast(input));
    },
    [dispatch],
  );
}
