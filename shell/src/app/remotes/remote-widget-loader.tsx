import type { RemoteWidgetProps } from '@coffee/platform';
import { REMOTE_AREAS, type RemoteName } from './remote-names';
import { RemoteWidget } from './remote-widget';

const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTE_AREAS, name);

/**
 * What `<RemoteWidgetSlot>` renders inside a remote page when the shell composes it: the
 * shell's own RemoteWidget, with its error boundary and Retry (e.g. membership's
 * PlanComparison on the catalog's home page).
 */
export function ShellRemoteWidget({ remote, module }: RemoteWidgetProps) {
  // A name outside the manifest is a programming error in the calling remote: render nothing.
  if (!isRemoteName(remote)) return null;
  return <RemoteWidget remote={remote} module={module} />;
}
