import { Suspense } from 'react';
import { LoadedRemote } from './loaded-remote';
import { PageLoading } from '../page-loading';
import { RemoteBoundary } from './remote-boundary';
import { REMOTE_AREAS, type RemoteName } from './remote-names';

/** A page exported by a remote's `./pages` module, e.g. `<RemotePage remote="account" page="SignInPage" />`. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  // Keyed by page: a failure on one page must not stick to the next page of the same remote.
  return (
    <RemoteBoundary key={`${remote}/${page}`} remote={remote} variant="page">
      <Suspense fallback={<PageLoading label={`Loading ${REMOTE_AREAS[remote]}`} />}>
        <LoadedRemote remote={remote} module="pages" exportName={page} />
      </Suspense>
    </RemoteBoundary>
  );
}
