import type { RemotePageRef, RemoteWidgetRef } from '@coffee/topology';
import { lazyRemotePage, lazyRemoteWidget } from './lazy-remote';
import { useRemoteGeneration } from './remote-status';

// Subscribing to the remote's generation re-renders these after a Retry, which then picks up a
// fresh lazy component. Both suspend while loading and throw when the remote cannot load.

export function LoadedRemotePage(ref: RemotePageRef) {
  useRemoteGeneration(ref.remote);
  const Page = lazyRemotePage(ref);
  return <Page />;
}

export function LoadedRemoteWidget(ref: RemoteWidgetRef) {
  useRemoteGeneration(ref.remote);
  const Widget = lazyRemoteWidget(ref);
  return <Widget />;
}
