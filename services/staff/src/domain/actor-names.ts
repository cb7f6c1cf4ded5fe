import type { Clock } from '@coffee/service-defaults';

/** Where a staff member's full name is read (the account service's staff user). */
export interface StaffDirectory {
  /** The account's full name; null when it has none. Throws when the directory cannot answer. */
  fullNameOf(userId: string): Promise<string | null>;
}

/** The longest name an actor carries (the contracts' staffActorSchema). */
const MAX_NAME = 100;

/**
 * The name staff actions are recorded under: the person's full name ("Sofia Martinez"), as the
 * staff header shows it, rather than the session's username ("employee"). Order timelines,
 * ticket threads and the audit log keep it. The session token carries only the username, so the
 * name is read from the account service once a minute per person; when that service cannot
 * answer, or the account has no name, the username is recorded (a write never fails for a name).
 */
export function createActorNames(deps: {
  directory: StaffDirectory;
  clock: Clock;
  ttlMs?: number;
}) {
  const { directory, clock, ttlMs = 60_000 } = deps;
  const known = new Map<string, { name: string | null; until: number }>();
  return {
    async nameOf(userId: string, username: string): Promise<string> {
      const now = clock.now().getTime();
      let entry = known.get(userId);
      if (!entry || entry.until <= now) {
        try {
          entry = {
            name: (await directory.fullNameOf(userId))?.trim() || null,
            until: now + ttlMs,
          };
          known.set(userId, entry);
        } catch {
          // Not cached: the next write asks again.
          return username;
        }
      }
      return (entry.name ?? username).slice(0, MAX_NAME);
    },
  };
}
export type ActorNames = ReturnType<typeof createActorNames>;
