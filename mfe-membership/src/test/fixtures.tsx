import type { ReactNode } from 'react';
import { useToasts } from '@coffee/platform';
import { ToastView, UiProvider } from '@coffee/ui';

// Inside the shop the shell shows the toasts; a test of a page that toasts shows them itself.
function Toasts() {
  return <ToastView {...useToasts()} />;
}

/** The theme, and the toasts the page raises. */
export const withToasts = (children: ReactNode) => (
  <UiProvider>
    {children}
    <Toasts />
  </UiProvider>
);
