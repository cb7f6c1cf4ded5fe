import { Suspense } from 'react';
import { REMOTES, type RemoteWidgetRef } from '@coffee/topology';
import { LoadedRemoteWidget } from './loaded-remote';
import { InlineLoading } from './remote-fallback';
import { RemoteBoundary } from './remote-boundary';

/** A widget a remote exposes, e.g. `<RemoteWidget remote="cart_checkout" module="CartWidget" />`. */
export function RemoteWidget(ref: RemoteWidgetRef) {
  return (
    <RemoteBoundary remote={ref.remote} variant="inline">
      <Suspense fallback={<InlineLoading label={`Loading ${REMOTES[ref.remote].area}`} />}>
        <LoadedRemoteWidget {...ref} />
      </Suspense>
    </RemoteBoundary>
  );
}
