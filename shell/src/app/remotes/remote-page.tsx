import { Suspense } from 'react';
import { REMOTES, type RemotePageRef } from '@coffee/topology';
import { PageLoading } from '../page-loading';
import { LoadedRemotePage } from './loaded-remote';
import { RemoteBoundary } from './remote-boundary';

/** A page of a remote, e.g. `<RemotePage remote="account" page="SignInPage" />`. */
export function RemotePage(ref: RemotePageRef) {
  // Keyed by page: a failure on one page must not stick to the next page of the same remote.
  return (
    <RemoteBoundary key={`${ref.remote}/${ref.page}`} remote={ref.remote} variant="page">
      <Suspense fallback={<PageLoading label={`Loading ${REMOTES[ref.remote].area}`} />}>
        <LoadedRemotePage {...ref} />
      </Suspense>
    </RemoteBoundary>
  );
}
