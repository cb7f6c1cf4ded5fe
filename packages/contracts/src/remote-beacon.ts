import { z } from 'zod/mini';
import { REMOTE_BEACON_EVENTS } from './remote-beacon-constants';

// The constants are in remote-beacon-constants.ts: the shell's first load imports them without zod.
export const remoteBeaconSchema = z.strictObject({
  // A federation name (an identifier); the gateway also checks it is one of the shop's remotes.
  remote: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/)),
  // A release id (`1.4.0-3f9a0c2b71de`) or UNRELEASED; the gateway counts only releases it serves.
  release: z.string().check(z.regex(/^[0-9A-Za-z.-]{1,80}$/)),
  event: z.enum(REMOTE_BEACON_EVENTS),
});
export type RemoteBeacon = z.infer<typeof remoteBeaconSchema>;
