import type { ReactNode } from 'react';
import { Toasts } from '@coffee/platform';
import { UiProvider } from '@coffee/ui';

/** The theme, and the toasts the page raises. */
export const withToasts = (children: ReactNode) => (
  <UiProvider>
    {children}
    <Toasts />
  </UiProvider>
);
