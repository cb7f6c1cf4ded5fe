import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, RemoteLoadError } from './load-remote';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy remembers a rejected import forever, so each (remote, module, export) gets one lazy
 * component, and the ones that failed are thrown away when their remote is retried. Working
 * ones are kept: a Retry elsewhere must not reload (and flash) a widget that is fine.
 */
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();
const failed = new Set<string>();

export function lazyRemoteComponent(
  remote: string,
  module: string,
  exportName: string,
): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${module}#${exportName}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const exports = await loadRemoteModule<Record<string, unknown>>(remote, module);
        const found = exports[exportName] ?? (exportName === module ? exports.default : undefined);
        if (typeof found !== 'function' && (typeof found !== 'object' || found === null)) {
          throw new RemoteLoadError(
            remote,
            `${remote}/${module} has no export named ${exportName}`,
          );
        }
        return { default: found as AnyComponent };
      } catch (error) {
        failed.add(key);
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
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
