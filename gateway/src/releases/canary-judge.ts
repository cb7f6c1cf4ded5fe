import type { RemoteBeaconEvent } from '@coffee/contracts';
import type { RemoteName } from '@coffee/topology';
import type { ReleaseStates } from './remotes-manifest';

/** What one side (canary or stable) of a running canary did since the canary started. */
export interface Tally {
  loaded: number;
  loadFailed: number;
  renderFailed: number;
}

const emptyTally = (): Tally => ({ loaded: 0, loadFailed: 0, renderFailed: 0 });

/** Loads tried (a render failure follows a load that worked) and failures of either kind. */
export function rateOf(t: Tally): { attempts: number; failures: number; rate: number } {
  const attempts = t.loaded + t.loadFailed;
  const failures = t.loadFailed + t.renderFailed;
  return { attempts, failures, rate: attempts === 0 ? 0 : Math.min(1, failures / attempts) };
}

/** One running canary and what both its sides did while it ran. */
export interface CanaryWindow {
  remote: RemoteName;
  canary: string;
  stable: string;
  since: string;
  maxFailureMargin: number;
  minLoads: number;
  canaryTally: Tally;
  stableTally: Tally;
}

export type Verdict =
  | { failing: false }
  | { failing: true; canaryRate: number; stableRate: number; loads: number; reason: string };

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Whether a canary has failed: enough loads, and its failure rate past the stable's by the margin. */
export function judge(w: CanaryWindow): Verdict {
  const canary = rateOf(w.canaryTally);
  if (canary.attempts < w.minLoads) return { failing: false };
  const stable = rateOf(w.stableTally);
  const points = (canary.rate - stable.rate) * 100;
  if (points <= w.maxFailureMargin) return { failing: false };
  return {
    failing: true,
    canaryRate: canary.rate,
    stableRate: stable.rate,
    loads: canary.attempts,
    reason:
      `failure rate ${pct(canary.rate)} over ${canary.attempts} loads against the stable's ` +
      `${pct(stable.rate)} over ${stable.attempts}: past the ${w.maxFailureMargin} point margin`,
  };
}

/**
 * Counts the shell's beacons for running canaries: per canary (remote, release and start), the
 * canary's side and the stable's, from the first beacon or check after it started. A canary
 * released again later starts from nothing.
 */
export class CanaryJudge {
  private readonly windows = new Map<string, CanaryWindow>();

  constructor(private readonly states: () => ReleaseStates) {}

  /** The window of `remote`'s running canary, opened now if it is new; undefined without one. */
  window(remote: RemoteName): CanaryWindow | undefined {
    const state = this.states()[remote];
    const canary = state?.canary;
    if (!state || !canary) return undefined;
    const key = `${remote} ${canary.release} ${canary.since}`;
    let w = this.windows.get(key);
    if (!w) {
      // Windows of canaries that ended are dropped with it.
      for (const [k, old] of this.windows) if (old.remote === remote) this.windows.delete(k);
      w = {
        remote,
        canary: canary.release,
        stable: state.stable,
        since: canary.since,
        maxFailureMargin: canary.maxFailureMargin,
        minLoads: canary.minLoads,
        canaryTally: emptyTally(),
        stableTally: emptyTally(),
      };
      this.windows.set(key, w);
    }
    return w;
  }

  record(remote: RemoteName, release: string, event: RemoteBeaconEvent): void {
    const w = this.window(remote);
    if (!w) return;
    const tally =
      release === w.canary ? w.canaryTally : release === w.stable ? w.stableTally : undefined;
    if (!tally) return;
    if (event === 'loaded') tally.loaded += 1;
    else if (event === 'load-failed') tally.loadFailed += 1;
    else tally.renderFailed += 1;
  }

  /** Every running canary's window (opening those not seen yet). */
  running(): CanaryWindow[] {
    return (Object.keys(this.states()) as RemoteName[])
      .map((remote) => this.window(remote))
      .filter((w): w is CanaryWindow => w !== undefined);
  }
}
