import { createElement, type ComponentType } from 'react';
import type { PageName, RemoteName, WidgetName } from '@coffee/topology';
import { RemoteRoot } from './remote-root';

/** Each page, keyed by the names `@coffee/topology` lists for the remote: no more, no fewer. */
export type PagesOf<R extends RemoteName> = { readonly [P in PageName<R>]: ComponentType };

/**
 * What a remote's `./pages` module exports as its default: the contract the shell's route table
 * is typed against. A page renamed or missing on either side fails the type check.
 */
export interface ExposedPages<R extends RemoteName> {
  readonly remote: R;
  readonly release: string;
  readonly pages: PagesOf<R>;
}

/** What a remote's widget module (`<remote>/<Widget>`) exports as its default. */
export interface ExposedWidget<R extends RemoteName> {
  readonly remote: R;
  readonly release: string;
  readonly name: WidgetName<R>;
  readonly component: ComponentType;
}

/** Wraps a view in the marker that says which remote (and which build of it) rendered it. */
function marked(remote: RemoteName, release: string, View: ComponentType, name: string) {
  function Exposed() {
    return createElement(RemoteRoot, { name: remote, release, children: createElement(View) });
  }
  Exposed.displayName = `${remote}/${name}`;
  return Exposed;
}

/**
 * The one way a remote exposes its pages: `export default exposePages('catalog', __RELEASE__,
 * { HomePage, ... })` in `src/app/pages.ts`. `release` is the remote's own build label (a shared
 * module like this one cannot read it: it may come from another remote's build).
 */
export function exposePages<R extends RemoteName>(
  remote: R,
  release: string,
  pages: PagesOf<R>,
): ExposedPages<R> {
  const wrapped = {} as Record<string, ComponentType>;
  for (const [name, View] of Object.entries<ComponentType>(pages)) {
    wrapped[name] = marked(remote, release, View, name);
  }
  return { remote, release, pages: wrapped as PagesOf<R> };
}

/** The one way a remote exposes a widget other parts mount: `export default exposeWidget(...)`. */
export function exposeWidget<R extends RemoteName>(
  remote: R,
  release: string,
  name: WidgetName<R>,
  Widget: ComponentType,
): ExposedWidget<R> {
  return { remote, release, name, component: marked(remote, release, Widget, name) };
}
