import type { RemoteWidgetProps } from '@coffee/platform';
import { isRemoteName, REMOTES } from '@coffee/topology';
import { RemoteWidget } from './remote-widget';

/**
 * What `<RemoteWidgetSlot>` renders inside a remote page when the shell composes it: the
 * shell's own RemoteWidget, with its error boundary and Retry (e.g. membership's
 * PlanComparison on the catalog's home page).
 */
export function ShellRemoteWidget(ref: RemoteWidgetProps) {
  // The slot is typed against the topology; a remote built against an older one could still
  // name something that does not exist: render nothing rather than fail the page.
  if (!isRemoteName(ref.remote)) return null;
  if (!(REMOTES[ref.remote].widgets as readonly string[]).includes(ref.module)) return null;
  return <RemoteWidget {...ref} />;
}
