import fs from 'node:fs';
import type { Logger } from 'pino';

/**
 * Named fault-injection points, for the fault suite (e2e/faults) only.
 *
 * Why they exist: some faults must strike at one exact line to be tested at all. "The service
 * dies between taking the stock and writing the order" cannot be hit by killing a process at a
 * random moment; with `await faultPoint('checkout.after-stock')` there, the suite arms the point,
 * waits for the line saying the request is held, and sends SIGKILL then.
 *
 * A point does nothing unless `FAULT_POINTS_FILE` names a file that arms it (missing file: none
 * armed). The file is read again at most every 100 ms, so a test arms and disarms points while the
 * system runs and a restarted process does not meet the fault again. One entry a line (`#`
 * comments):
 *
 *     checkout.after-stock: pause      # hold every request that gets here until disarmed
 *     http.catalog: delay 3000ms       # every request to the catalog service answers 3 s late
 *
 * Never in production: with NODE_ENV=production the variable is ignored (one warning), so a
 * leftover setting can neither freeze nor slow a real shop.
 */
export type FaultAction = { kind: 'pause' } | { kind: 'delay'; ms: number };

export interface FaultPoints {
  /** False when no file is configured (or in production): every point is a no-op. */
  readonly enabled: boolean;
  /** What is armed at `name` now, or null. */
  armed(name: string): FaultAction | null;
  /**
   * Runs what is armed at `name`: a pause logs `fault point <name> reached: paused` (with
   * `context`) and holds until the point is disarmed; a delay waits. Resolves at once otherwise.
   */
  hit(name: string, context?: Record<string, unknown>): Promise<void>;
}

const REREAD_MS = 100;
const PAUSE_POLL_MS = 50;
const ENTRY = /^([A-Za-z0-9][\w.-]*)\s*:\s*(?:(pause)|delay\s+(\d{1,7})\s*ms)$/;

/** The armed points in a file's text; lines that are not entries are reported in `invalid`. */
export function parseFaultPoints(text: string): {
  points: Map<string, FaultAction>;
  invalid: string[];
} {
  const points = new Map<string, FaultAction>();
  const invalid: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = ENTRY.exec(line);
    if (!match) invalid.push(line);
    else if (match[2]) points.set(match[1]!, { kind: 'pause' });
    else points.set(match[1]!, { kind: 'delay', ms: Number(match[3]) });
  }
  return { points, invalid };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const disabledFaultPoints: FaultPoints = {
  enabled: false,
  armed: () => null,
  hit: () => Promise.resolve(),
};

export interface FaultPointsOptions {
  file: string | undefined;
  production: boolean;
  logger: Pick<Logger, 'warn' | 'info'>;
}

export function createFaultPoints({ file, production, logger }: FaultPointsOptions): FaultPoints {
  if (!file) return disabledFaultPoints;
  if (production) {
    logger.warn('FAULT_POINTS_FILE is ignored in production: no fault point is armed');
    return disabledFaultPoints;
  }
  let points = new Map<string, FaultAction>();
  let readAt = -Infinity;
  let lastInvalid = '';
  const current = (): Map<string, FaultAction> => {
    const now = Date.now();
    if (now - readAt < REREAD_MS) return points;
    readAt = now;
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // No file (yet, or any more): nothing armed.
    }
    const parsed = parseFaultPoints(text);
    points = parsed.points;
    const invalid = parsed.invalid.join(' | ');
    if (invalid && invalid !== lastInvalid)
      logger.warn({ file, invalid: parsed.invalid }, 'fault points file: entries not understood');
    lastInvalid = invalid;
    return points;
  };
  const armed = (name: string) => current().get(name) ?? null;

  return {
    enabled: true,
    armed,
    async hit(name, context = {}) {
      const action = armed(name);
      if (!action) return;
      if (action.kind === 'delay') {
        await sleep(action.ms);
        return;
      }
      logger.warn({ faultPoint: name, ...context }, `fault point ${name} reached: paused`);
      while (armed(name)?.kind === 'pause') await sleep(PAUSE_POLL_MS);
      logger.info({ faultPoint: name, ...context }, `fault point ${name} disarmed: going on`);
    },
  };
}

let installed: FaultPoints = disabledFaultPoints;

/**
 * Reads FAULT_POINTS_FILE for this process (createService does, with the service's logger): the
 * points `faultPoint` consults from then on.
 */
export function installFaultPoints(
  env: NodeJS.ProcessEnv,
  logger: FaultPointsOptions['logger'],
): FaultPoints {
  installed = createFaultPoints({
    file: env.FAULT_POINTS_FILE || undefined,
    production: env.NODE_ENV === 'production',
    logger,
  });
  return installed;
}

/** A fault-injection point in the code: resolves at once unless the fault suite armed it. */
export function faultPoint(name: string, context?: Record<string, unknown>): Promise<void> {
  return installed.enabled ? installed.hit(name, context) : Promise.resolve();
}
