import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { messageOf } from './types';

const nodeRequire = createRequire(__filename);

export interface EvaluateOptions {
  /** Where the source came from (a file path or a URL): names it in stack traces and errors. */
  filename: string;
  /**
   * Modules the bundle may require besides Node's built-ins, by key: for a remote's bundle the
   * shell bundle's `shared` (its React, styled-components, ... so both render with one copy).
   */
  provided?: Readonly<Record<string, unknown>>;
  /** What the bundle's code sees as `fetch` (loopback.ts: marks the render's own API calls). */
  fetch?: typeof fetch;
}

/**
 * Runs a CommonJS server bundle in this process and returns its `module.exports`. In this
 * context, not a new one: a separate realm has its own `Object`, `Promise`, ... and React's
 * checks across the shell's and the remote's code would break on them.
 *
 * The `require` answers Node's built-ins and `provided` only: a server bundle is one file (no
 * chunks), and anything else it asks for is a build mistake that must fail the load, not a
 * render later. `fetch` is passed as a parameter of the wrapper so the bundle's free `fetch`
 * references (RTK Query's fetchBaseQuery calls the global by name) get ours, without replacing
 * the global for the rest of the gateway.
 */
export function evaluateBundle(source: string, options: EvaluateOptions): unknown {
  const { filename } = options;
  const provided = options.provided ?? {};
  const requireFromBundle = (id: string): unknown => {
    if (typeof id === 'string' && Object.hasOwn(provided, id)) return provided[id];
    if (typeof id === 'string' && isBuiltin(id)) return nodeRequire(id);
    throw new Error(
      `it requires "${String(id)}", which is neither a Node built-in nor shared by the shell`,
    );
  };
  const module = { exports: {} as unknown };
  const dirname = /^https?:\/\//.test(filename)
    ? filename.replace(/\/[^/]*$/, '')
    : path.dirname(filename);
  try {
    const wrapper = vm.runInThisContext(
      `(function (exports, require, module, __filename, __dirname, fetch) {${source}\n})`,
      { filename },
    ) as (...args: unknown[]) => void;
    wrapper.call(
      module.exports,
      module.exports,
      requireFromBundle,
      module,
      filename,
      dirname,
      options.fetch ?? globalThis.fetch,
    );
  } catch (err) {
    // Its own error need not say which bundle it came from; the log line must.
    throw new Error(`${filename} failed to load: ${messageOf(err)}`, { cause: err });
  }
  return module.exports;
}
