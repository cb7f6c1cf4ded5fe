import type express from 'express';
import type { Logger } from 'pino';
import { cookiesOf } from '../http/request-context';
import { scriptJson, type PageSettings } from '../static/page-boot';
import { planFor } from '../static/page-routes';
import type { RemotesDocument } from '../static/remotes-manifest';
import type { Loopback } from './loopback';
import type { SsrBundles } from './ssr-bundles';
import { messageOf, type SsrRenderOptions, type SsrShell } from './types';

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
  /** The remote map this request's page uses (a canary's visitors get theirs). */
  remotes: (req: express.Request) => RemotesDocument;
  loopback: Loopback;
  /** The session cookie's names: a request with one is a signed-in visitor's, rendered in the browser. */
  sessionCookies: readonly string[];
  /** The whole render, its API calls included. */
  timeoutMs: number;
  /** The longest a page waits for bundles that are not loaded yet (they load on for later pages). */
  waitMs: number;
  /** Whether the client may have a render now (its per-address budget); otherwise today's page. */
  admit: (req: express.Request) => boolean | Promise<boolean>;
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

/**
 * Decides which pages get their first view rendered here, and starts the render: GET (a HEAD
 * gets the plain page) of a catalog page the route table marks (`/`, `/category/:category`,
 * `/product/:id`), from a visitor without a session cookie (the server renders only what is the
 * same for everyone), once the gateway listens, with both server bundles at hand.
 */
export class ServerRender {
  constructor(private readonly options: ServerRenderOptions) {}

  async begin(req: express.Request, res: express.Response): Promise<ServerRendering | undefined> {
    const search = new URL(req.originalUrl, 'http://page.invalid').searchParams;
    const plan = planFor(req.path, search);
    if (!plan?.serverRendered) return undefined;
    // The same URL is a rendered page or an empty one depending on the session cookie.
    res.vary('Cookie');
    if (req.method !== 'GET') return undefined;
    const cookies = cookiesOf(req);
    if (this.options.sessionCookies.some((name) => cookies[name] !== undefined)) return undefined;
    const apiOrigin = this.options.loopback.origin();
    if (!apiOrigin) return undefined;

    const bundles = await within(this.options.waitMs, this.bundlesFor(plan.remote, req));
    if (!bundles) return undefined;
    // Counted only when there is a render to spend it on.
    if (!(await this.options.admit(req))) return undefined;
    return {
      rendered: this.render(bundles.shell, {
        url: req.originalUrl,
        apiOrigin,
        remotes: { [plan.remote]: bundles.remote },
        timeoutMs: this.options.timeoutMs,
        ...(this.options.page ? { page: this.options.page } : {}),
      }),
    };
  }

  /** Loads the shell's bundle now (it is on disk), so the first page does not wait for it. */
  async warm(): Promise<void> {
    await this.options.bundles.shell();
  }

  private async bundlesFor(remote: string, req: express.Request) {
    const shell = await this.options.bundles.shell();
    if (!shell) return undefined;
    const url = (this.options.remotes(req).remotes as Record<string, string | undefined>)[remote];
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
