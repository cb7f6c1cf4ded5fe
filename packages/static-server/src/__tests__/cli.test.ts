import { CliError, parseArgs, serve } from '../cli';
import { makeBuiltRemote } from './fixture';

describe('parseArgs', () => {
  it('when given a folder and a port, then it listens on loopback with the SPA fallback', () => {
    expect(parseArgs(['dist', '--port', '3001'], {})).toEqual({
      dir: expect.stringMatching(/\/dist$/),
      port: 3001,
      host: '127.0.0.1',
      spaFallback: true,
    });
  });

  it('when --host has no value, then it listens on every interface', () => {
    expect(parseArgs(['dist', '--port=3002', '--host'], {}).host).toBe('0.0.0.0');
    expect(parseArgs(['dist', '--host', '--port', '3002'], {}).host).toBe('0.0.0.0');
  });

  it('when --host names an address, then that address is used', () => {
    expect(parseArgs(['dist', '--host', '::1', '--port', '1'], {}).host).toBe('::1');
  });

  it('when no --port is given, then PORT from the environment is used', () => {
    expect(parseArgs(['dist'], { PORT: '3005' }).port).toBe(3005);
  });

  it("when run as a frontend's npm start without a port, then the topology's port for it is used", () => {
    expect(parseArgs(['dist'], { npm_package_name: 'mfe-account' }).port).toBe(3004);
    expect(parseArgs(['dist'], { npm_package_name: 'shell' }).port).toBe(3000);
    expect(parseArgs(['dist'], { npm_package_name: 'mfe-account', PORT: '4321' }).port).toBe(4321);
    expect(() => parseArgs(['dist'], { npm_package_name: 'something-else' })).toThrow(CliError);
  });

  it('when --no-spa is given, then the fallback is off', () => {
    expect(parseArgs(['dist', '--port', '1', '--no-spa'], {}).spaFallback).toBe(false);
  });

  it.each([
    [['--port', '3001'], 'Missing the folder to serve'],
    [['dist'], '--port needs a number from 0 to 65535 (got nothing)'],
    [['dist', '--port', 'abc'], '--port needs a number from 0 to 65535 (got abc)'],
    [['dist', '--port', '70000'], '--port needs a number from 0 to 65535 (got 70000)'],
    [['dist', 'other', '--port', '1'], 'Only one folder can be served (got dist and other)'],
    [['dist', '--port', '1', '--verbose'], 'Unknown option --verbose'],
  ])('when the arguments are %j, then it refuses with "%s"', (argv, message) => {
    expect(() => parseArgs(argv, {})).toThrow(new CliError(message));
  });
});

describe('serve', () => {
  it('when started on port 0, then it serves the folder over HTTP until closed', async () => {
    const remote = makeBuiltRemote();
    const running = await serve({ dir: remote.dir, port: 0, host: '127.0.0.1', spaFallback: true });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${running.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await (await fetch(`${running.url}/remoteEntry.js`)).text()).toContain('var catalog');
    } finally {
      await running.close();
      remote.cleanup();
    }
    expect(running.server.listening).toBe(false);
  });

  it('when the folder does not exist, then it refuses to start', async () => {
    await expect(
      serve({ dir: '/nonexistent/dist', port: 0, host: '127.0.0.1', spaFallback: true }),
    ).rejects.toThrow('/nonexistent/dist does not exist: build it first');
  });
});
