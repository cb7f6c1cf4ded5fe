import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLoopback, LOOPBACK_HEADER } from '../loopback';

/** A server that answers with the mark it was sent (or null). */
async function startServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.end(JSON.stringify(req.headers[LOOPBACK_HEADER] ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("the mark on a server render's own API calls", () => {
  it("when a bundle fetches this gateway's origin, then the mark goes with it; to any other origin, it does not", async () => {
    const own = await startServer();
    const other = await startServer();
    try {
      const loopback = createLoopback();
      // Before the gateway listens there is no origin to mark.
      expect(await (await loopback.fetch(`${own.url}/api/x`)).json()).toBeNull();
      loopback.setOrigin(own.url);
      const sent = (await (await loopback.fetch(`${own.url}/api/x`)).json()) as string;
      expect(sent).toMatch(/^[\w-]{43}$/);
      expect(await (await loopback.fetch(new Request(`${own.url}/api/y`))).json()).toBe(sent);
      expect(await (await loopback.fetch(new URL(`${own.url}/api/z`))).json()).toBe(sent);
      expect(await (await loopback.fetch(`${other.url}/api/x`)).json()).toBeNull();

      const request = (value?: string) =>
        ({
          headers: value === undefined ? {} : { [LOOPBACK_HEADER]: value },
        }) as http.IncomingMessage;
      expect(loopback.isOwnRequest(request(sent))).toBe(true);
      expect(loopback.isOwnRequest(request())).toBe(false);
      // One character off (another one than the last: a random secret ends in 'A' one time in 16).
      const offByOne = `${sent.slice(0, -1)}${sent.endsWith('A') ? 'B' : 'A'}`;
      expect(loopback.isOwnRequest(request(offByOne))).toBe(false);
      expect(loopback.isOwnRequest(request('ü'.repeat(43)))).toBe(false);
      // Another gateway process (or instance) has its own secret.
      expect(createLoopback().isOwnRequest(request(sent))).toBe(false);
    } finally {
      await own.close();
      await other.close();
    }
  });
});
