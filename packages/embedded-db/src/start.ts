import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretDb, type EnsureOptions } from './build';
import { getFreePort } from './free-port';
import { waitForMongo } from './ping';

export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Where the SQLite files live; created if missing. */
  dataDir: string;
  /** A FerretDB binary; default: ensureFerretDb() (finds or builds one). */
  binary?: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  startTimeoutMs?: number;
  /** How long stop() waits after SIGTERM before SIGKILL. */
  stopTimeoutMs?: number;
  /** FerretDB's own output lines (default: dropped, except that they are quoted when start-up fails). */
  onOutput?: (line: string) => void;
  log?: EnsureOptions['log'];
}

export interface EmbeddedDb {
  uri: string;
  host: string;
  port: number;
  dataDir: string;
  pid: number;
  /** Resolves with the exit code when the process ends for any reason. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after stopTimeoutMs. Idempotent. */
  stop(): Promise<void>;
}

function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  output: string[],
  onOutput?: (line: string) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 50) output.shift();
      onOutput?.(line);
      if (pattern.test(line)) resolve();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    child.once('exit', (code) =>
      reject(new Error(`FerretDB exited with code ${code} before it was ready`)),
    );
    child.once('error', reject);
  });
}

/** Starts FerretDB on SQLite and resolves once it prints its listening line and answers a ping. */
export async function startEmbeddedDb(options: StartOptions): Promise<EmbeddedDb> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await getFreePort(host));
  const dataDir = path.resolve(options.dataDir);
  const binary = options.binary ?? (await ensureFerretDb({ log: options.log }));
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  mkdirSync(dataDir, { recursive: true });

  const child = spawn(
    binary,
    [
      '-listen-addr',
      `${host}:${port}`,
      '-data-dir',
      dataDir,
      '-log-level',
      options.logLevel ?? 'warn',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // A crashed test runner or orchestrator must not leave a database behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let alive = true;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      alive = false;
      process.removeListener('exit', killOnExit);
      resolve(code);
    });
    child.once('error', () => {
      alive = false;
      resolve(null);
    });
  });

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const uri = `mongodb://${host}:${port}`;
  const output: string[] = [];
  const timeoutMs = options.startTimeoutMs ?? 30000;
  try {
    await Promise.race([
      waitForLine(child, /listening on/, output, options.onOutput),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no listening line within ${timeoutMs} ms`)),
          timeoutMs,
        ).unref(),
      ),
    ]);
    // The line is printed just before the listener opens: only a ping proves it is serving.
    await waitForMongo(uri, timeoutMs, () => !alive);
  } catch (err) {
    await stop();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `Could not start the embedded database (${binary}): ${reason}\n${output.join('\n')}`,
    );
  }
  return { uri, host, port, dataDir, pid: child.pid ?? -1, exited, stop };
}
