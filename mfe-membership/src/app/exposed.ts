import { createElement, type ComponentType } from 'react';
import { RemoteRoot } from '@coffee/platform';

/** Marks what this remote rendered (and which build), as the composition contract asks. */
export function exposed<P extends object>(
  View: ComponentType<P>,
  displayName: string,
): ComponentType<P> {
  function Exposed(props: P) {
    return createElement(RemoteRoot, {
      name: 'membership',
      release: __RELEASE__,
      children: createElement(View, props),
    });
  }
  Exposed.displayName = displayName;
  return Exposed;
}
