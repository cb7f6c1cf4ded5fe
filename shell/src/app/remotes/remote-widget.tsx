import { Suspense } from 'react';
import { LoadedRemote } from './loaded-remote';
import { InlineLoading } from './remote-fallback';
import { RemoteBoundary } from './remote-boundary';
import { REMOTE_AREAS, type RemoteName } from './remote-names';

/**
 * A widget a remote exposes on its own, e.g. `<RemoteWidget remote="cart_checkout" module="CartWidget" />`
 * for the module `cart_checkout/CartWidget` (its export of the same name, or its default export).
 */
export function RemoteWidget({
  remote,
  module,
  exportName = module,
}: {
  remote: RemoteName;
  module: string;
  exportName?: string;
}) {
  return (
    <RemoteBoundary remote={remote} variant="inline">
      <Suspense fallback={<InlineLoading label={`Loading ${REMOTE_AREAS[remote]}`} />}>
        <LoadedRemote remote={remote} module={module} exportName={exportName} />
      </Suspense>
    </RemoteBoundary>
  );
}
