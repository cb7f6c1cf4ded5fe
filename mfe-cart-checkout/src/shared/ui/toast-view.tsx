import { useToasts } from '@coffee/platform';
import { ToastView } from '@coffee/ui';

/** The standalone page's toasts (inside the shop, the shell renders them). */
export function StandaloneToasts() {
  return <ToastView {...useToasts()} />;
}
