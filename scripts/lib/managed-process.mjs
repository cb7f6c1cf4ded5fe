// One child process of the running system: started in its own process group (so a stop reaches
// anything it spawned, and Ctrl-C in the terminal reaches only the orchestrator, which stops the
// parts in order), with its last output lines kept for error reports.
import { spawn } from 'node:child_process';
import { onLines } from './output.mjs';

const TAIL_LINES = 40;
const live = new Set();

// Last resort if the orchestrator itself is ending without having stopped its children.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export class StartError extends Error {
  constructor(name, reason, tail) {
    super(`${name} ${reason}`);
    this.process = name;
    this.tail = tail;
  }
}

export class ManagedProcess {
  /**
   * @param {object} o
   * @param {string} o.name        short label (`account`, `remote:catalog`)
   * @param {string} o.command
   * @param {string[]} o.args
   * @param {string} o.cwd
   * @param {Record<string,string>} o.env   the whole environment of the child
   * @param {{ url?: string, line?: RegExp }} o.ready  health URL to poll, or an output line to wait for
   * @param {number} [o.startTimeoutMs]
   * @param {(name: string, line: string) => void} o.print
   * @param {(proc: ManagedProcess, code: number|null, signal: string|null) => void} [o.onUnexpectedExit]
   */
  constructor(o) {
    Object.assign(this, { startTimeoutMs: 60_000, ...o });
    this.tail = [];
    this.child = null;
    this.stopping = null;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Spawns the process and resolves once it is ready; rejects (after killing it) if it is not. */
  async start() {
    if (this.running) return;
    this.stopping = null;
    this.tail = [];
    const child = spawn(this.command, this.args, {
      cwd: this.cwd,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    live.add(child);
    let readyLineSeen = false;
    const onLine = (line) => {
      if (!line.trim()) return;
      this.tail.push(line);
      if (this.tail.length > TAIL_LINES) this.tail.shift();
      if (this.ready.line?.test(line)) readyLineSeen = true;
      this.print(this.name, line);
    };
    onLines(child.stdout, onLine);
    onLines(child.stderr, onLine);

    const exited = new Promise((resolve) => {
      child.once('error', (err) => {
        onLine(`failed to start: ${err.message}`);
        live.delete(child);
        resolve({ code: null, signal: null, error: err });
      });
      child.once('exit', (code, signal) => {
        live.delete(child);
        resolve({ code, signal });
      });
    });
    this.exited = exited;

    const deadline = Date.now() + this.startTimeoutMs;
    let exit = null;
    void exited.then((e) => (exit = e));
    for (;;) {
      // Let the output of a failing process arrive before we report it.
      if (exit) {
        await new Promise((r) => setTimeout(r, 100));
        throw new StartError(this.name, `exited during start-up (${describeExit(exit)})`, [
          ...this.tail,
        ]);
      }
      if (this.ready.line ? readyLineSeen : await answers(this.ready.url)) break;
      if (Date.now() > deadline) {
        await this.stop();
        throw new StartError(
          this.name,
          `was not ready within ${Math.round(this.startTimeoutMs / 1000)} s`,
          [...this.tail],
        );
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    void exited.then((e) => {
      if (!this.stopping && this.onUnexpectedExit) this.onUnexpectedExit(this, e);
    });
  }

  /** SIGTERM to the process group, SIGKILL after `graceMs`. Resolves when it has exited. */
  stop(graceMs = 10_000) {
    if (!this.running) return Promise.resolve();
    this.stopping ??= (async () => {
      const child = this.child;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await this.exited;
      clearTimeout(timer);
      // Whatever the process left behind in its group goes too.
      signalGroup(child, 'SIGKILL');
    })();
    return this.stopping;
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

export function describeExit({ code, signal, error }) {
  if (error) return error.message;
  return signal ? `signal ${signal}` : `code ${code}`;
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
