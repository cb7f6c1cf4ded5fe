import { useToasts } from '@coffee/platform';
import { ToastView } from '@coffee/ui';

/**
 * The store's toasts on screen: one at a time, each closing after 5 s. (The spec's ~1,000,000 ms
 * removal delay only kept dismissed toasts in memory: dismissing removes them here.)
 */
export function Toaster() {
  return <ToastView {...useToasts()} />;
}
