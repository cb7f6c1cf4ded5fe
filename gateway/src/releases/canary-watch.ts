import { promises as fs } from 'node:fs';
import type { Logger } from 'pino';
import { countCanaryRollback } from '../observability/metrics';
import type { RemotesManifest } from './remotes-manifest';
import { judge, type CanaryJudge, type CanaryWindow } from './canary-judge';
import { withManifestLock, writeJsonAtomic } from './manifest-file';

export interface CanaryWatchOptions {
  manifest: RemotesManifest;
  judge: CanaryJudge;
  /** How often running canaries are judged. */
  intervalMs: number;
  logger: Logger;
}

interface FileEntry {
  stable?: string;
  canary?: { release?: string; since?: string };
  history?: unknown[];
}

/**
 * Rolls a failing canary back by itself: every `intervalMs` each running canary's failure rate
 * (the shell's beacons since it started) is compared with its stable release's; past the margin
 * the release tool set (`--max-failure-margin`, once `--min-loads` loads were seen) the canary is
 * taken out of the releases manifest (the file rewritten whole, under the release tool's lock,
 * with a `canary-rolled-back` entry in its history), the event logged and counted in
 * gateway_canary_rollbacks_total. From the next page on every visitor gets the stable release.
 * With several gateway workers each judges the beacons it received; the first to find the canary
 * failing rolls it back, the others find it gone.
 */
export class CanaryWatch {
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: CanaryWatchOptions) {}

  start(): void {
    if (this.timer || !this.options.manifest.path) return;
    this.timer = setInterval(() => void this.check(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One round: judges every running canary (a round still running is shared). */
  check(): Promise<void> {
    this.checking ??= this.round().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async round(): Promise<void> {
    const { manifest, logger } = this.options;
    await manifest.refresh();
    for (const w of this.options.judge.running()) {
      const verdict = judge(w);
      if (!verdict.failing) continue;
      try {
        if (await this.rollBack(w, verdict.reason)) {
          countCanaryRollback(w.remote, w.canary);
          logger.warn(
            {
              remote: w.remote,
              release: w.canary,
              stable: w.stable,
              canaryFailureRate: verdict.canaryRate,
              stableFailureRate: verdict.stableRate,
              loads: verdict.loads,
            },
            `canary rolled back: ${w.remote} ${w.canary}, ${verdict.reason}`,
          );
        }
      } catch (err) {
        logger.error(
          { remote: w.remote, release: w.canary, err: (err as Error).message },
          'canary failing but could not be rolled back: the manifest was not changed',
        );
      }
    }
    await manifest.refresh();
  }

  /** Takes the canary out of the file; false when it was already gone or replaced. */
  private async rollBack(w: CanaryWindow, reason: string): Promise<boolean> {
    const file = this.options.manifest.path;
    if (!file) return false;
    return withManifestLock(file, async () => {
      const doc = JSON.parse(await fs.readFile(file, 'utf8')) as {
        releases?: Record<string, FileEntry>;
      };
      const entry = doc.releases?.[w.remote];
      if (entry?.canary?.release !== w.canary || entry.canary.since !== w.since) return false;
      delete entry.canary;
      (entry.history ??= []).push({
        event: 'canary-rolled-back',
        release: w.canary,
        at: new Date().toISOString(),
        reason,
      });
      await writeJsonAtomic(file, doc);
      return true;
    });
  }
}
