import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Run only by network-guard.test.ts, which expects the first test to fail and the second to pass.

it('when a call to another machine fails and the code swallows the error, then the test still fails', async () => {
  // 192.0.2.1 is TEST-NET-1: documentation only, never routed.
  await fetch('http://192.0.2.1/').catch(() => undefined);
});

it('when a test calls only this machine, then it passes', async () => {
  const server: Server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
