import type { PageMatch } from '@coffee/topology';
import type { Logger } from 'pino';
import { scriptJson, type PageSettings } from '../pages/page-boot';
import type { RemotesDocument } from '../pages/remotes';
import type { SsrBundles } from './ssr-bundles';
import {
  messageOf,
  type PagePlan,
  type SsrRemote,
  type SsrRenderOptions,
  type SsrShell,
} from './types';

/** What goes into the page once rendered; `stateJson` is ready for a script block (`<` escaped). */
export interface RenderedPage {
  html: string;
  styles: string;
  stateJson: string;
}

/** Never a rejection: a failed render is a page rendered in the browser, with the reason logged. */
export type RenderOutcome = { ok: true; page: RenderedPage } | { ok: false; reason: string };

/** A render under way for one request (an object, so awaiting `begin` does not wait for it). */
export interface ServerRendering {
  rendered: Promise<RenderOutcome>;
}

export interface ServerRenderOptions {
  bundles: SsrBundles;
  /** Where the render's API calls go (the gateway; gateway-fetch.ts adds the page's pass). */
  apiOrigin: string;
  /** The whole render, its API calls included. */
  timeoutMs: number;
  /** The longest a page waits for bundles that are not loaded yet (they load on for later pages). */
  waitMs: number;
  /** What every page is told; the render and the page's data block must agree (hydration). */
  page?: PageSettings;
  logger: Logger;
}

function within<T>(ms: number, work: Promise<T | undefined>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([work, gaveUp]).finally(() => clearTimeout(timer));
}

function check(result: unknown): RenderOutcome {
  const { html, styles, state } = (result ?? {}) as Record<string, unknown>;
  if (typeof html !== 'string' || typeof styles !== 'string')
    return { ok: false, reason: 'render answered without { html, styles }' };
  try {
    return { ok: true, page: { html, styles, stateJson: scriptJson(state ?? null) } };
  } catch (err) {
    return { ok: false, reason: `state is not JSON: ${messageOf(err)}` };
  }
}

/** A page of a remote, with that remote's server bundle loaded (and the shell's). */
export interface PlannedPage {
  remote: string;
  plan: PagePlan;
  /** The two bundles, to render with (a page whose plan says so). */
  bundles: { shell: SsrShell; remote: SsrRemote };
}

/**
 * The remotes' side of a page: which remote renders it, the plan it publishes for it (its first
 * API call, its main image, its chunk), and the render itself when the plan says the page's first
 * view is rendered on the server. The pages and their data are the remote's own code, released
 * with it: nothing here knows a page's URLs.
 */
export class ServerRender {
  constructor(private readonly options: ServerRenderOptions) {}

  /**
   * The page `match` opens, as its remote plans it; undefined for a page of the shell, a remote
   * without a server bundle, or bundles not at hand within `waitMs`.
   */
  async plan(
    match: PageMatch,
    searchParams: URLSearchParams,
    remotes: RemotesDocument,
  ): Promise<PlannedPage | undefined> {
    const { route, params } = match;
    if (!('remote' in route)) return undefined;
    const bundles = await within(this.options.waitMs, this.bundlesFor(route.remote, remotes));
    if (!bundles?.remote.plan) return undefined;
    let plan: PagePlan | undefined;
    try {
      plan = bundles.remote.plan({ page: route.page, params, searchParams });
    } catch (err) {
      this.options.logger.warn(
        { remote: route.remote, page: route.page, err: messageOf(err) },
        'the remote could not plan its page',
      );
      return undefined;
    }
    return plan && { remote: route.remote, plan, bundles };
  }

  /** Starts the render of a planned page (its pass and session travel with the caller's context). */
  begin(url: string, planned: PlannedPage): ServerRendering {
    return {
      rendered: this.render(planned.bundles.shell, {
        url,
        apiOrigin: this.options.apiOrigin,
        remotes: { [planned.remote]: planned.bundles.remote },
        timeoutMs: this.options.timeoutMs,
        ...(this.options.page ? { page: this.options.page } : {}),
      }),
    };
  }

  /** Loads the shell's bundle now (it is on disk), so the first page does not wait for it. */
  async warm(): Promise<void> {
    await this.options.bundles.shell();
  }

  private async bundlesFor(remote: string, remotes: RemotesDocument) {
    const shell = await this.options.bundles.shell();
    if (!shell) return undefined;
    const url = (remotes.remotes as Record<string, string | undefined>)[remote];
    if (!url) return undefined;
    const loaded = await this.options.bundles.remote(remote, url, shell);
    return loaded && { shell: shell.exports, remote: loaded.exports };
  }

  private render(shell: SsrShell, options: SsrRenderOptions): Promise<RenderOutcome> {
    const { timeoutMs } = options;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<RenderOutcome>((resolve) => {
      timer = setTimeout(resolve, timeoutMs, {
        ok: false,
        reason: `no answer within ${timeoutMs} ms`,
      });
    });
    const running = Promise.resolve()
      .then(() => shell.render(options))
      .then(check, (err: unknown) => ({
        ok: false as const,
        reason: messageOf(err),
      }));
    return Promise.race([running, late]).finally(() => clearTimeout(timer));
  }
}
