import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}

/** One toast visible at a time (spec): a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let nextId = 1;

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { toasts: [] as Toast[] },
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(input: { title: string; description?: string | undefined; variant?: ToastVariant }) {
        return { payload: { id: nextId++, variant: 'default' as ToastVariant, ...input } };
      },
    },
    dismissToast(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.toasts },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
