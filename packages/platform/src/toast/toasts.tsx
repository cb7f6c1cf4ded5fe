import { ToastView } from '@coffee/ui';
import { useToasts } from './use-toasts';

/**
 * The store's toasts on screen: one at a time, each closing after 5 s. The shell renders it
 * once; a remote's standalone page and component tests render it in the shell's place.
 */
export function Toasts() {
  return <ToastView {...useToasts()} />;
}
