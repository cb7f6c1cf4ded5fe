import http from 'node:http';
import { startHarness, type Harness } from './support/harness';

/** A GET over a connection of its own agent (keep-alive), with its status and Connection header. */
function get(url: string, agent: http.Agent): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

describe('stopping the gateway (SIGTERM)', () => {
  let harness: Harness;

  beforeEach(async () => {
    harness = await startHarness();
  });
  afterEach(async () => {
    await harness.close();
  });

  it('when requests are in flight, then each is answered (with Connection: close), and the stop ends as soon as they are', async () => {
    const agent = new http.Agent({ keepAlive: true });
    // The connection is kept alive from an earlier request, as a browser's would be.
    expect((await get(`${harness.url}/api/products`, agent)).status).toBe(200);
    const inFlight = [1, 2, 3].map(() => get(`${harness.url}/api/products/slow?ms=600`, agent));
    await new Promise((resolve) => setTimeout(resolve, 150));

    const started = Date.now();
    await harness.gateway.stop(5000);
    const stopMs = Date.now() - started;

    for (const answer of await Promise.all(inFlight)) {
      expect(answer.status).toBe(200);
      expect(answer.connection).toBe('close');
    }
    expect(stopMs).toBeLessThan(2000);
    await expect(get(`${harness.url}/api/products`, new http.Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    agent.destroy();
  });

  it('when a kept-alive connection is idle at the stop, then it is closed once quiet and the stop ends', async () => {
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(`${harness.url}/api/products`, agent)).status).toBe(200);
    const started = Date.now();
    await harness.gateway.stop(5000);
    // Not at once (a request may be on its way over it), not after the grace either.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });
});
