import { useContext } from 'react';
import type { RemotePageRef, RemoteWidgetRef } from '@coffee/topology';
import { lazyRemotePage, lazyRemoteWidget } from './lazy-remote';
import { useRemoteGeneration } from './remote-status';
import { ClientOnlyError, ServerRemotesContext, serverRemotePage } from './server-remotes';

// Subscribing to the remote's generation re-renders these after a Retry, which then picks up a
// fresh lazy component. Both suspend while loading and throw when the remote cannot load.
// On the server (ServerRemotesContext set) a page of a loaded remote renders at once; the
// lazy component in the browser renders the same markup, so hydration matches.

export function LoadedRemotePage(ref: RemotePageRef) {
  const serverRemotes = useContext(ServerRemotesContext);
  useRemoteGeneration(ref.remote);
  const Page = serverRemotes ? serverRemotePage(serverRemotes, ref) : lazyRemotePage(ref);
  return <Page />;
}

export function LoadedRemoteWidget(ref: RemoteWidgetRef) {
  const serverRemotes = useContext(ServerRemotesContext);
  useRemoteGeneration(ref.remote);
  // Widgets come from the remote's own widget modules, which no server bundle carries.
  if (serverRemotes)
    throw new ClientOnlyError(`${ref.remote}/${ref.module} renders in the browser`);
  const Widget = lazyRemoteWidget(ref);
  return <Widget />;
}
