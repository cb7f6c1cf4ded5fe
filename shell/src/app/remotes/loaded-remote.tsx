import { lazyRemoteComponent } from './lazy-remote';
import type { RemoteName } from './remote-names';
import { useRemoteGeneration } from './remote-status';

/** Renders `exportName` of `remote/module`; suspends while it loads, throws when it cannot. */
export function LoadedRemote({
  remote,
  module,
  exportName,
}: {
  remote: RemoteName;
  module: string;
  exportName: string;
}) {
  // Subscribing re-renders this after a Retry, which then picks up a fresh lazy component.
  useRemoteGeneration(remote);
  const Component = lazyRemoteComponent(remote, module, exportName);
  return <Component />;
}
