import { hkdfSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RENDER_PASS_HEADER } from '@coffee/contracts';

/**
 * The pass of the shell's server's own API calls. It renders a page on behalf of one visitor and
 * calls this gateway's API for its data; from its one address those calls would share a single
 * per-address budget, so a busy shop would throttle its own pages. The gateway counts the render
 * once, as the page (the visitor's budget: only a page within it is admitted for rendering), hands
 * the pass along with every page request, and the calls that carry it back skip the per-address
 * limit (never the per-user one: a signed-in visitor's render counts as theirs).
 *
 * The pass is derived from the internal token, so every gateway worker and replica knows it (a
 * render's call may land on another one), while the shell's server holds no token: it can only
 * return what it was given.
 */
export interface RenderPass {
  /** The header value handed to the shell's server. */
  readonly value: string;
  /** Whether a request carries the pass (one of a render's own calls). */
  isOwnRequest(req: IncomingMessage): boolean;
}

export function deriveRenderPass(internalToken: string): string {
  return Buffer.from(
    hkdfSync('sha256', internalToken, '', 'coffee-shop/gateway/render-pass/v1', 32),
  ).toString('base64url');
}

export function createRenderPass(internalToken: string): RenderPass {
  const value = deriveRenderPass(internalToken);
  const expected = Buffer.from(value, 'latin1');
  return {
    value,
    isOwnRequest(req) {
      const sent = req.headers[RENDER_PASS_HEADER];
      if (typeof sent !== 'string' || sent.length !== value.length) return false;
      return timingSafeEqual(Buffer.from(sent, 'latin1'), expected);
    },
  };
}
