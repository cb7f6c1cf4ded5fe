import { execFile } from 'node:child_process';
import { promises as dnsPromises, lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

interface NetworkGuard {
  takeBlocked(): string[];
  isLoopbackHost(host: string): boolean;
}
// Installed by the node jest preset (@coffee/tooling/jest/network-guard.js) before every file.
const guard = (globalThis as Record<symbol, unknown>)[
  Symbol.for('coffee.networkGuard')
] as NetworkGuard;

/** The error a connection attempt ends with, and how long it took to come. */
function connectError(host: string, port: number): Promise<{ code?: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve({ ms: Date.now() - started });
    });
    socket.once('error', (err: NodeJS.ErrnoException) =>
      resolve({ code: err.code, ms: Date.now() - started }),
    );
  });
}

describe('the network guard of Node tests', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('local'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('when a test connects to another machine, then the connection fails at once and is recorded', async () => {
    for (const host of ['192.0.2.1', '8.8.8.8', '2001:db8::1', 'example.com']) {
      const result = await connectError(host, 443);
      expect(result.code).toBe('ERR_NETWORK_BLOCKED');
      expect(result.ms).toBeLessThan(500);
    }
    await expect(fetch('https://example.com/')).rejects.toMatchObject({
      cause: { code: 'ERR_NETWORK_BLOCKED' },
    });
    const blocked = guard.takeBlocked();
    expect(blocked).toHaveLength(5);
    expect(blocked[0]).toContain('connect to 192.0.2.1:443');
  });

  it('when a test looks up a name other than localhost, then the lookup fails at once', async () => {
    await expect(dnsPromises.lookup('example.com')).rejects.toMatchObject({
      code: 'ERR_NETWORK_BLOCKED',
    });
    await expect(promisify(lookup)('example.com')).rejects.toMatchObject({
      code: 'ERR_NETWORK_BLOCKED',
    });
    const viaCallback = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('example.com', (err) => resolve(err)),
    );
    expect(viaCallback?.code).toBe('ERR_NETWORK_BLOCKED');
    expect(guard.takeBlocked()).toHaveLength(3);
  });

  it('when a test calls this machine, then it works (127.0.0.1, localhost)', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local');
    expect(await connectError('localhost', port)).not.toHaveProperty('code');
    expect(await promisify(lookup)('localhost')).toHaveProperty('address');
    expect(guard.takeBlocked()).toEqual([]);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['10.0.0.1', false],
    ['192.168.1.2', false],
    ['::ffff:10.0.0.1', false],
    ['0.0.0.0', false],
    ['localhost.example.com', false],
  ])('when the host is %s, then loopback is %s', (host, loopback) => {
    expect(guard.isLoopbackHost(host)).toBe(loopback);
  });

  it('when a test swallows a blocked call, then that test fails anyway (a jest run of its own)', async () => {
    const fixture = path.join(__dirname, 'network-guard-fixture');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--config',
        path.join(fixture, 'jest.config.js'),
        '--json',
      ],
      { cwd: fixture, env: { ...process.env, NODE_OPTIONS: '' } },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      testResults: {
        assertionResults: { title: string; status: string; failureMessages: string[] }[];
      }[];
    };
    const results = report.testResults.flatMap((file) => file.assertionResults);
    expect(results.map((r) => r.status)).toEqual(['failed', 'passed']);
    expect(results[0]!.failureMessages.join('\n')).toContain(
      'Network access blocked in tests: connect to 192.0.2.1:80',
    );
  });
});
