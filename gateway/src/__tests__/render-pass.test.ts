import type http from 'node:http';
import { RENDER_PASS_HEADER } from '@coffee/contracts';
import { createRenderPass } from '../http/render-pass';

const request = (value?: string) =>
  ({
    headers: value === undefined ? {} : { [RENDER_PASS_HEADER]: value },
  }) as http.IncomingMessage;

describe("the pass of a page render's own API calls", () => {
  it('when two gateways share the internal token, then each takes the other’s pass; another token’s, or a pass one character off, is refused', () => {
    const pass = createRenderPass('token-a');
    expect(pass.value).toMatch(/^[\w-]{43}$/);
    expect(pass.isOwnRequest(request(pass.value))).toBe(true);
    // Another worker or replica of the same deployment.
    expect(createRenderPass('token-a').isOwnRequest(request(pass.value))).toBe(true);
    expect(createRenderPass('token-b').isOwnRequest(request(pass.value))).toBe(false);
    expect(pass.isOwnRequest(request())).toBe(false);
    const offByOne = `${pass.value.slice(0, -1)}${pass.value.endsWith('A') ? 'B' : 'A'}`;
    expect(pass.isOwnRequest(request(offByOne))).toBe(false);
    expect(pass.isOwnRequest(request('ü'.repeat(43)))).toBe(false);
  });
});
