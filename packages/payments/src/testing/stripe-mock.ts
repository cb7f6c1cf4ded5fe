import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * stripe-mock, Stripe's stateless mock: it validates every request's parameters against Stripe's
 * OpenAPI spec and answers with fixtures. .ci/run builds it and names it in STRIPE_MOCK_BIN.
 */
const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
const candidates = [
  process.env.STRIPE_MOCK_BIN,
  path.join(cache, 'coffee-shop/stripe-mock-0.203.0'),
  path.join(os.homedir(), 'go/bin/stripe-mock'),
].filter((p): p is string => Boolean(p));

/** The stripe-mock binary, or null (said out loud, never a silent pass) when none is built. */
export function findStripeMock(): string | null {
  const found = candidates.find((p) => fs.existsSync(p)) ?? null;
  if (!found) {
    // CI builds stripe-mock (.ci/run), so this is a local run.
    console.warn(
      `stripe-mock not found (looked at ${candidates.join(', ')}): the Stripe request-shape tests are skipped. ` +
        'Build it with `GOBIN=$HOME/.cache/coffee-shop go install github.com/stripe/stripe-mock@v0.203.0` ' +
        'and rename it to stripe-mock-0.203.0, or set STRIPE_MOCK_BIN.',
    );
  }
  return found;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

export interface StripeMock {
  /** Its address, for a Stripe client's `apiBase`. */
  apiBase: string;
  stop(): void;
}

/** Starts stripe-mock on a free port and waits until it listens. */
export async function startStripeMock(bin: string): Promise<StripeMock> {
  const port = await freePort();
  const mock: ChildProcess = spawn(bin, ['-http-port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`stripe-mock did not start: ${output}`)),
      15_000,
    );
    const ready = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Listening for HTTP/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    mock.stdout?.on('data', ready);
    mock.stderr?.on('data', ready);
    mock.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-mock exited (${code}): ${output}`));
    });
  });
  return { apiBase: `http://127.0.0.1:${port}`, stop: () => mock.kill() };
}
