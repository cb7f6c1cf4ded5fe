import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { REMOTES, SHELL } from '@coffee/topology';
import { createStaticServer } from './server';
import { sourceMapsServed } from './source-maps';

export const USAGE = 'Usage: coffee-serve <dir> [--port <port>] [--host [address]] [--no-spa]';

/**
 * Run as a frontend's `npm start`, the port is the one the topology gives that workspace
 * (npm names the package running the script in npm_package_name).
 */
function topologyPort(packageName: string | undefined): string | undefined {
  if (!packageName) return undefined;
  if (packageName === SHELL.package) return String(SHELL.port);
  const remote = Object.values(REMOTES).find((r) => r.package === packageName);
  return remote ? String(remote.port) : undefined;
}

export interface CliOptions {
  dir: string;
  port: number;
  host: string;
  spaFallback: boolean;
}

export class CliError extends Error {}

/**
 * `--host` alone listens on every interface (as in a container); without it only loopback, so
 * a developer's build output is not published to the local network by accident.
 */
export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): CliOptions {
  let dir: string | undefined;
  let port: string | undefined = env.PORT || topologyPort(env.npm_package_name);
  let host = env.HOST || '127.0.0.1';
  let spaFallback = true;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const next = argv[i + 1];
    switch (flag) {
      case '--port':
      case '-p':
        port = inline ?? next;
        if (inline === undefined) i += 1;
        break;
      case '--host':
        if (inline !== undefined) host = inline;
        else if (next !== undefined && !next.startsWith('-')) {
          host = next;
          i += 1;
        } else host = '0.0.0.0';
        break;
      case '--no-spa':
        spaFallback = false;
        break;
      default:
        if (arg.startsWith('-')) throw new CliError(`Unknown option ${arg}`);
        if (dir !== undefined)
          throw new CliError(`Only one folder can be served (got ${dir} and ${arg})`);
        dir = arg;
    }
  }
  if (dir === undefined) throw new CliError('Missing the folder to serve');
  if (port === undefined || !/^\d+$/.test(port) || Number(port) > 65535) {
    throw new CliError(`--port needs a number from 0 to 65535 (got ${port ?? 'nothing'})`);
  }
  if (!host) throw new CliError('--host needs an address');
  return { dir: path.resolve(dir), port: Number(port), host, spaFallback };
}

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export function serve(options: CliOptions): Promise<RunningServer> {
  if (!fs.existsSync(options.dir)) {
    return Promise.reject(new CliError(`${options.dir} does not exist: build it first`));
  }
  const app = createStaticServer({
    dir: options.dir,
    spaFallback: options.spaFallback,
    serveSourceMaps: sourceMapsServed(),
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const shownHost =
        options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
      resolve({
        server,
        url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Browsers hold keep-alive sockets open; they must not delay a shutdown.
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          }),
      });
    });
  });
}

/** Entry point of bin/coffee-serve.js: serves until SIGINT/SIGTERM, then exits 0. */
export async function main(argv: readonly string[]): Promise<void> {
  let running: RunningServer;
  try {
    const options = parseArgs(argv);
    running = await serve(options);
    process.stdout.write(
      `coffee-serve: ${path.relative(process.cwd(), options.dir) || '.'} on ${running.url}\n`,
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`coffee-serve: ${message}`);
    if (err instanceof CliError) console.error(USAGE);
    process.exitCode = err instanceof CliError ? 2 : 1;
    return;
  }
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
