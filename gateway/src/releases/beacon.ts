import {
  REMOTE_BEACON_MAX_BYTES,
  REMOTE_BEACON_PATH,
  UNRELEASED,
  remoteBeaconSchema,
} from '@coffee/contracts';
import { isRemoteName } from '@coffee/topology';
import express, { type Router } from 'express';
import { sendError } from '../http/send-error';
import { countRemoteBeacon } from '../observability/metrics';
import type { RemotesManifest } from './remotes-manifest';
import type { CanaryJudge } from './canary-judge';

export interface BeaconOptions {
  manifest: RemotesManifest;
  judge: CanaryJudge;
  /** Beacons one address may send per minute (a page sends one or two per remote). */
  perMinute: number;
  /** Addresses tracked at once; the oldest window is dropped past it. */
  maxAddresses?: number;
}

/**
 * POST /beacons/remotes: the shell's report of a remote load or failure (navigator.sendBeacon,
 * a text/plain JSON body). It changes nothing but counters, so it takes no session or CSRF token
 * (a forged one from another site can only add a count, as any visitor can); it is validated with
 * the contracts' schema, limited in size and per address, and counted only for releases the
 * manifest names (the label set stays bounded). Answers 204.
 */
export function beaconRouter(options: BeaconOptions): Router {
  const router = express.Router();
  const maxAddresses = options.maxAddresses ?? 10_000;
  const windows = new Map<string, { start: number; count: number }>();
  const overLimit = (ip: string, now: number) => {
    let w = windows.get(ip);
    if (!w || now - w.start >= 60_000) {
      windows.delete(ip);
      if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value as string);
      w = { start: now, count: 0 };
      windows.set(ip, w);
    }
    w.count += 1;
    return w.count > options.perMinute;
  };

  router.post(
    REMOTE_BEACON_PATH,
    (req, res, next) => {
      if (overLimit(req.ip ?? '', Date.now())) {
        res.setHeader('retry-after', '60');
        sendError(res, 429, 'Too many reports', 'RATE_LIMITED');
        return;
      }
      next();
    },
    // sendBeacon sends a string as text/plain (no preflight); JSON is accepted too.
    express.text({ type: ['text/plain', 'application/json'], limit: REMOTE_BEACON_MAX_BYTES }),
    (req, res) => {
      let body: unknown;
      try {
        body = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
      } catch {
        body = undefined;
      }
      const parsed = remoteBeaconSchema.safeParse(body);
      if (!parsed.success || !isRemoteName(parsed.data.remote)) {
        sendError(res, 400, 'A beacon is { remote, release, event }', 'VALIDATION');
        return;
      }
      const { remote, release, event } = parsed.data;
      const known = release === UNRELEASED || options.manifest.knows(remote, release);
      countRemoteBeacon(remote, known ? release : 'other', event);
      if (known) options.judge.record(remote, release, event);
      res.setHeader('cache-control', 'no-store');
      res.status(204).end();
    },
  );
  return router;
}
