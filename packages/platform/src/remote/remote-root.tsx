import type { ReactNode } from 'react';

/**
 * Marks the part of the page a remote rendered, with the release that rendered it, so that
 * support staff and tests can tell which build of a remote is live.
 */
export function RemoteRoot({
  name,
  release,
  children,
}: {
  name: string;
  release: string;
  children: ReactNode;
}) {
  return (
    <div data-remote={name} data-release={release} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
