import http from 'node:http';
import { dropTestDatabase } from '../testing';
import { createTestService } from './test-service';

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

describe('stopping a service (SIGTERM)', () => {
  it('when requests are in flight over kept-alive connections, then each is answered with Connection: close, and the stop ends once they are', async () => {
    const { service, config } = createTestService();
    const { url } = await service.start();
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(`${url}/api/request-id`, agent)).status).toBe(200);
      const inFlight = [1, 2, 3].map(() => get(`${url}/api/slow?ms=400`, agent));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      await service.stop();
      for (const answer of await Promise.all(inFlight)) {
        expect(answer).toEqual({ status: 200, connection: 'close' });
      }
      // Within the requests' time and the quiet period of an idle connection, not the 1 s cut.
      expect(Date.now() - started).toBeLessThan(950);
    } finally {
      agent.destroy();
      await service.stop();
      await dropTestDatabase(config.dbName);
    }
  });

  it('when a kept-alive connection is idle at the stop, then it is left a moment (a request may be on its way), then closed', async () => {
    const { service, config } = createTestService();
    const { url } = await service.start();
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(`${url}/api/request-id`, agent)).status).toBe(200);
      const started = Date.now();
      await service.stop();
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(Date.now() - started).toBeLessThan(950);
    } finally {
      agent.destroy();
      await dropTestDatabase(config.dbName);
    }
  });
});
