import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ExposedPages, ExposedWidget } from '@coffee/platform';
import type { RemoteName, RemotePageRef, RemoteWidgetRef } from '@coffee/topology';
import { loadRemoteModule, RemoteLoadError } from './load-remote';

/**
 * React.lazy remembers a rejected import forever, so each remote page or widget gets one lazy
 * component, and the ones that failed are thrown away when their remote is retried. Working
 * ones are kept: a Retry elsewhere must not reload (and flash) a widget that is fine.
 */
const cache = new Map<string, LazyExoticComponent<ComponentType>>();
const failed = new Set<string>();

type Pick = (exports: Record<string, unknown>) => unknown;

function lazyFromRemote(remote: RemoteName, module: string, name: string, pick: Pick) {
  const key = `${remote}/${module}#${name}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const found = pick(await loadRemoteModule<Record<string, unknown>>(remote, module));
        // A remote released without this page (or an older scaffold) is a failure to load, with
        // a message that says what is missing, not a blank page.
        if (typeof found !== 'function' && (typeof found !== 'object' || found === null)) {
          throw new RemoteLoadError(remote, `${remote}/${module} has no ${name}`);
        }
        return { default: found as ComponentType };
      } catch (error) {
        failed.add(key);
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

/** A page of a remote's `./pages` module (its default export, made by `exposePages`). */
export function lazyRemotePage({ remote, page }: RemotePageRef) {
  return lazyFromRemote(remote, 'pages', page, (exports) => {
    const exposed = exports.default as Partial<ExposedPages<typeof remote>> | undefined;
    return (exposed?.pages as Record<string, unknown> | undefined)?.[page];
  });
}

/** A widget module of a remote (its default export, made by `exposeWidget`). */
export function lazyRemoteWidget({ remote, module }: RemoteWidgetRef) {
  return lazyFromRemote(remote, module, module, (exports) => {
    const exposed = exports.default as Partial<ExposedWidget<typeof remote>> | undefined;
    return exposed?.component;
  });
}

/** Drops the failed lazy components of `remote` (of every remote when none is given). */
export function forgetFailedRemoteComponents(remote?: string): void {
  for (const key of [...failed]) {
    if (remote === undefined || key.startsWith(`${remote}/`)) {
      failed.delete(key);
      cache.delete(key);
    }
  }
}

/** Test helper: a fresh cache per test. */
export function clearRemoteComponentCache(): void {
  cache.clear();
  failed.clear();
}
