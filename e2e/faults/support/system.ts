import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ManagedProcess, RunningSystem } from '../../../scripts/lib/system.mjs';
import { E2E_RATE_LIMITS } from '../../support/security/addresses';

/**
 * cart-checkout's placement lifetime in these shops: an unfinished placement (the 'placing' claim
 * that holds the stock) is taken for interrupted after this long (at least its longest live
 * placement: 2 x 3 s + 2 s wait, 3 x 3 s of stock calls, 2 x 2 s of reads, 10 s spare), and
 * the sweeper that gives back the stock of interrupted ones runs this often.
 */
export const RESERVATION_LIFETIME_MS = 31_000;
export const SWEEP_INTERVAL_MS = 3_000;

export const root = path.resolve(__dirname, '../../..');

export interface OutputLine {
  process: string;
  line: string;
  at: number;
}

/** One scratch shop of a fault case, with what the case needs to hurt it and watch it. */
export interface FaultSystem {
  readonly system: RunningSystem;
  /** The gateway's base URL. */
  readonly gateway: string;
  readonly internalToken: string;
  process(name: string): ManagedProcess;
  /** Arms fault points (FAULT_POINTS_FILE, read again by every process within 100 ms). */
  arm(...entries: string[]): void;
  disarm(): void;
  /** Resolves with the first line of `process` matching `pattern` written from `since` on. */
  waitForLine(
    process: string,
    pattern: RegExp,
    options?: { since?: number; timeoutMs?: number; count?: number },
  ): Promise<OutputLine[]>;
  /** SIGKILL: no handler runs, nothing is flushed, as when a machine dies. */
  kill(process: string): Promise<void>;
  /** Everything the processes wrote, for the report of a failed case. */
  readonly logFile: string;
  stop(): Promise<void>;
}

/** How long the fault points file may take to reach every process (they read it every 100 ms). */
export const ARM_DELAY_MS = 250;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Boots a fresh shop for one fault case: embedded database, the five services and the gateway
 * (no frontends: every case talks to the API), on free ports, in a data folder of its own, so a
 * process a case killed or a database it stopped can never reach another case.
 *
 * NODE_ENV is `development` (startSystem's `dev`, which without frontends changes nothing else):
 * the services ignore FAULT_POINTS_FILE in production, on purpose.
 */
export async function startFaultSystem(title: string): Promise<FaultSystem> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-faults-'));
  const faultsFile = path.join(dir, 'fault-points');
  fs.writeFileSync(faultsFile, '');
  const logFile = path.join(dir, 'system.log');
  const log = fs.createWriteStream(logFile);
  log.write(`# ${title}\n`);
  const lines: OutputLine[] = [];
  const waiters = new Set<() => void>();

  const { startScratchSystem } = (await import(
    path.join(root, 'scripts/lib/system.mjs')
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  )) as typeof import('../../../scripts/lib/system.mjs');
  let system: RunningSystem;
  try {
    system = await startScratchSystem({
      root,
      dev: true,
      frontends: false,
      // The suite's global setup built what is stale, once: cases booting side by side must not
      // each start a build of the same workspaces.
      build: 'never',
      seedDemoData: false,
      logLevel: 'warn',
      env: {
        FAULT_POINTS_FILE: faultsFile,
        // The load comes from loopback and is no flood: the limits are not what is tested here.
        ...E2E_RATE_LIMITS,
        RATE_LIMIT_USER: '0',
        // Shorter service timeouts allow a shorter placement lifetime (cart-checkout refuses one
        // shorter than its longest placement): the crash case waits for it to pass.
        SERVICE_TIMEOUT_MS: '2000',
        STOCK_TIMEOUT_MS: '3000',
        ORDER_ABANDONED_AFTER_MS: String(RESERVATION_LIFETIME_MS),
        ORDER_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
      },
      output: (name: string, line: string) => {
        lines.push({ process: name, line, at: Date.now() });
        log.write(`[${name}] ${line}\n`);
        for (const wake of waiters) wake();
      },
      log: (line: string) => log.write(`${line}\n`),
      onUnexpectedExit: (name: string, exit: { code: number | null; signal: string | null }) =>
        log.write(`! ${name} exited (${exit.signal ?? exit.code})\n`),
    });
  } catch (err) {
    log.end();
    throw err;
  }

  const processOf = (name: string): ManagedProcess => {
    const found = system.processes.get(name);
    if (!found) throw new Error(`no process ${name}`);
    return found;
  };

  return {
    system,
    gateway: system.urls.gateway,
    internalToken: fs.readFileSync(system.keys.internalToken, 'utf8').trim(),
    logFile,
    process: processOf,
    arm(...entries) {
      fs.writeFileSync(faultsFile, `${entries.join('\n')}\n`);
      log.write(`# armed: ${entries.join(', ')}\n`);
    },
    disarm() {
      fs.writeFileSync(faultsFile, '');
      log.write('# disarmed\n');
    },
    waitForLine(name, pattern, { since = 0, timeoutMs = 10_000, count = 1 } = {}) {
      const found = () =>
        lines.filter((l) => l.process === name && l.at >= since && pattern.test(l.line));
      return new Promise((resolve, reject) => {
        const check = () => {
          const matches = found();
          if (matches.length < count) return;
          finish();
          resolve(matches.slice(0, count));
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`${name} did not write ${count} line(s) matching ${pattern}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async kill(name) {
      const proc = processOf(name);
      if (!proc.pid) throw new Error(`${name} is not running`);
      process.kill(proc.pid, 'SIGKILL');
      while (proc.running) await sleep(20);
      log.write(`# ${name} killed (SIGKILL)\n`);
    },
    async stop() {
      await system.stop();
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}
