import {
  can,
  LAST_ADMIN_MESSAGE,
  OWN_ACCOUNT_DISABLE_MESSAGE,
  OWN_ADMIN_ROLE_MESSAGE,
  type Role,
  type StaffActor,
  type StaffUser,
  type UserStats,
} from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import type { AccountLocks, SessionRepository, UserRepository } from './ports';
import { isMemberAt, toPublicUser, type UserRecord } from './user';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** The one lock every change that could leave the shop without an admin takes. */
export const ADMINS_LOCK = 'admins';

export interface StaffUserDeps {
  users: UserRepository;
  sessions: SessionRepository;
  locks: AccountLocks;
  clock: Clock;
}

export interface StaffUserQuery {
  q?: string | undefined;
  role?: Role | undefined;
  segment: 'all' | 'direct-plus' | 'standard';
  page: number;
  pageSize: number;
}

const forbidden = () => new AppError(403, 'Forbidden', 'FORBIDDEN');
const notFound = () => new AppError(404, USER_NOT_FOUND_MESSAGE, 'NOT_FOUND');
const lastAdmin = () => new AppError(409, LAST_ADMIN_MESSAGE, 'LAST_ADMIN');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of `now`'s day in the IANA zone (UTC when none is given). */
export function startOfDay(now: Date, timeZone = 'UTC'): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const elapsed =
    (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 +
    now.getMilliseconds();
  return new Date(now.getTime() - elapsed);
}

/**
 * The accounts as staff see and manage them: lists, one account, role and status changes
 * (admins only, and never leaving the shop without an enabled admin), and the dashboard's
 * account figures.
 */
export function createStaffUsers({ users, sessions, locks, clock }: StaffUserDeps) {
  const toStaff = (user: UserRecord): StaffUser => ({
    ...toPublicUser(user, clock.now()),
    disabled: user.disabled,
    lastSignInAt: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
  });

  /**
   * The actor's right: the role the staff service vouches for, and, when the actor is an account
   * here, its role as stored now (an admin demoted a moment ago manages nothing more).
   */
  async function requireManager(actor: StaffActor): Promise<void> {
    if (!can(actor.role, 'users:manage')) throw forbidden();
    const stored = await users.findById(actor.userId);
    if (stored && (stored.disabled || !can(stored.role, 'users:manage'))) throw forbidden();
  }

  /** Enabled admins other than `exceptId`. */
  async function otherEnabledAdmins(exceptId: string): Promise<number> {
    return (await users.admins()).filter((u) => !u.disabled && u.id !== exceptId).length;
  }

  return {
    async list(query: StaffUserQuery) {
      const now = clock.now();
      const all = (
        await users.listForStaff({
          ...(query.role ? { role: query.role } : {}),
          ...(query.q ? { q: query.q } : {}),
        })
      ).filter(
        (user) =>
          query.segment === 'all' || isMemberAt(user, now) === (query.segment === 'direct-plus'),
      );
      const start = (query.page - 1) * query.pageSize;
      return {
        items: all.slice(start, start + query.pageSize).map(toStaff),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<StaffUser> {
      const user = await users.findById(id);
      if (!user) throw notFound();
      return toStaff(user);
    },

    async changeRole(id: string, role: Role, actor: StaffActor): Promise<StaffUser> {
      if (!can(actor.role, 'users:manage')) throw forbidden();
      // Under one lock for every such change: two admins demoting each other at the same moment
      // run one after the other, and the second finds the first's change.
      return locks.withLock(ADMINS_LOCK, async (check) => {
        await requireManager(actor);
        const target = await users.findById(id);
        if (!target) throw notFound();
        if (target.role === role) return toStaff(target);
        if (target.role === 'admin') {
          if (target.id === actor.userId) {
            throw new AppError(409, OWN_ADMIN_ROLE_MESSAGE, 'OWN_ADMIN_ROLE');
          }
          if (!target.disabled && (await otherEnabledAdmins(target.id)) === 0) throw lastAdmin();
        }
        check();
        const updated = await users.setRole(target.id, role);
        if (!updated) throw notFound();
        // Their token carries the old role: every session ends, they sign in again.
        await sessions.revokeAllForUser(target.id);
        return toStaff(updated);
      });
    },

    async setDisabled(id: string, disabled: boolean, actor: StaffActor): Promise<StaffUser> {
      if (!can(actor.role, 'users:manage')) throw forbidden();
      return locks.withLock(ADMINS_LOCK, async (check) => {
        await requireManager(actor);
        const target = await users.findById(id);
        if (!target) throw notFound();
        if (disabled && target.id === actor.userId) {
          throw new AppError(409, OWN_ACCOUNT_DISABLE_MESSAGE, 'OWN_ACCOUNT_DISABLE');
        }
        if (
          disabled &&
          !target.disabled &&
          target.role === 'admin' &&
          (await otherEnabledAdmins(target.id)) === 0
        ) {
          throw lastAdmin();
        }
        check();
        const updated = await users.setDisabled(target.id, disabled);
        if (!updated) throw notFound();
        // Every session at once: /internal/sessions/:sid and /api/user answer revoked from now
        // (a sign-in racing this one is refused by the disabled flag itself).
        if (disabled) await sessions.revokeAllForUser(target.id);
        return toStaff(updated);
      });
    },

    async stats(timeZone?: string): Promise<UserStats> {
      const now = clock.now();
      const all = await users.figures();
      const customers = all.filter((u) => u.role === 'customer');
      const since = (from: Date) => customers.filter((u) => u.createdAt >= from).length;
      return {
        customers: customers.length,
        activeDirectPlusMembers: all.filter((u) => isMemberAt(u, now)).length,
        newCustomers: {
          today: since(startOfDay(now, timeZone)),
          last7Days: since(new Date(now.getTime() - 7 * DAY_MS)),
          last30Days: since(new Date(now.getTime() - 30 * DAY_MS)),
        },
      };
    },
  };
}
export type StaffUsers = ReturnType<typeof createStaffUsers>;
