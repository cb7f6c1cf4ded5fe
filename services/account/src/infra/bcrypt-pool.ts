import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PasswordHashingBusyError } from '../domain/passwords';

export type BcryptJob =
  { op: 'hash'; input: string; cost: number } | { op: 'compare'; input: string; hash: string };

export interface BcryptPoolOptions {
  /** Worker threads, each running one bcrypt at a time. */
  workers: number;
  /** Jobs that may wait for a worker; past workers + queue in flight, run() rejects at once. */
  queue: number;
}

export interface BcryptPoolStats {
  running: number;
  queued: number;
  workers: number;
}

/**
 * The worker's whole program, given as source (eval) rather than a file, so it runs the same from
 * the TypeScript sources under jest and from dist/. bcryptjs is pure JavaScript: no native build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (job) => {
  try {
    const result =
      job.op === 'hash' ? bcrypt.hashSync(job.input, job.cost) : bcrypt.compareSync(job.input, job.hash);
    parentPort.postMessage({ result });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
`;

// Resolved here, where node_modules is known; the eval'd worker has no module path of its own.
const bcryptjsPath = createRequire(__filename).resolve('bcryptjs');

interface Pending {
  job: BcryptJob;
  resolve(value: string | boolean): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  dead: boolean;
}

/**
 * A fixed set of worker threads for bcrypt, so hashing never blocks the event loop, with a short
 * bounded queue in front: past it a job fails at once with PasswordHashingBusyError instead of
 * waiting behind a growing line. Workers start on first use and are unref'd while idle, so an
 * idle pool never keeps the process alive; close() ends them.
 */
export function createBcryptPool({ workers: size, queue: queueLimit }: BcryptPoolOptions) {
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Pending[] = [];
  let running = 0;
  let closed = false;

  const dispatch = (slot: Slot, pending: Pending) => {
    slot.current = pending;
    running += 1;
    slot.worker.ref();
    slot.worker.postMessage(pending.job);
  };

  const finish = (slot: Slot): Pending | null => {
    const pending = slot.current;
    if (pending) {
      slot.current = null;
      running -= 1;
    }
    return pending;
  };

  const pump = () => {
    while (!closed && queue.length > 0) {
      const slot = idle.pop() ?? (slots.size < size ? spawn() : undefined);
      if (!slot) return;
      dispatch(slot, queue.shift() as Pending);
    }
  };

  function spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bcryptjs: bcryptjsPath },
      name: 'bcrypt',
    });
    const slot: Slot = { worker, current: null, dead: false };
    worker.on('message', (message: { result?: string | boolean; error?: string }) => {
      const pending = finish(slot);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result as string | boolean);
      if (closed) return;
      worker.unref();
      idle.push(slot);
      pump();
    });
    const lost = (err: Error) => {
      if (slot.dead) return;
      slot.dead = true;
      slots.delete(slot);
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      finish(slot)?.reject(err);
      // A fresh worker takes its place when the next job needs one.
      pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`bcrypt worker stopped (exit code ${code})`)));
    slots.add(slot);
    return slot;
  }

  const isFull = () => running + queue.length >= size + queueLimit;

  return {
    run(job: BcryptJob): Promise<string | boolean> {
      if (closed) return Promise.reject(new Error('The password hashing pool is closed'));
      if (isFull()) return Promise.reject(new PasswordHashingBusyError());
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    isFull,
    stats: (): BcryptPoolStats => ({ running, queued: queue.length, workers: slots.size }),
    /** Refuses new jobs, fails the waiting ones and ends every worker (jobs under way fail too). */
    async close(): Promise<void> {
      closed = true;
      for (const pending of queue.splice(0))
        pending.reject(new Error('The password hashing pool is closed'));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

export type BcryptPool = ReturnType<typeof createBcryptPool>;
