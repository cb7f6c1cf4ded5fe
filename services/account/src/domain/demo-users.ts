import type { DemoMembershipSeed, DemoMembershipSeedResult } from '@coffee/contracts';
import { AppError, isDuplicateKeyError, type Logger } from '@coffee/service-defaults';
import type { PasswordHasher } from './passwords';
import type { UserRepository } from './ports';
import type { NewUser } from './user';

export const DEMO_PASSWORD = 'Coffee123!';
/** The demo Direct+ member's card number (13 digits), for the membership flows. */
export const DEMO_MEMBERSHIP_NUMBER = '4716203958174';
/** The demo Direct+ member, whose billing the membership service seeds (demoMemberBilling). */
export const DEMO_MEMBER_USERNAME = 'member';

type DemoUser = Omit<NewUser, 'passwordHash'>;

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** One account per kind of user the spec names, listed with the password in the README. */
export function demoUsers(now: Date): DemoUser[] {
  const base = {
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: null,
    role: 'customer' as const,
    country: 'United States',
    hasCompletedInitialPayment: true,
  };
  return [
    {
      ...base,
      username: 'customer',
      email: 'emma.wilson@example.com',
      fullName: 'Emma Wilson',
      phone: '(503) 555-0142',
      address: '1420 SE Hawthorne Blvd',
      city: 'Portland',
      state: 'OR',
      zipCode: '97214',
    },
    {
      ...base,
      username: DEMO_MEMBER_USERNAME,
      email: 'james.carter@example.com',
      fullName: 'James Carter',
      membershipNumber: DEMO_MEMBERSHIP_NUMBER,
      isDirectPlus: true,
      directPlusExpiry: new Date(now.getTime() + ONE_YEAR_MS).toISOString(),
      phone: '(206) 555-0187',
      address: '815 Pine Street, Apt 4B',
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
    },
    {
      ...base,
      username: 'employee',
      email: 'sofia.martinez@example.com',
      fullName: 'Sofia Martinez',
      role: 'employee',
      phone: '(512) 555-0123',
      address: '2301 S Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    },
    {
      ...base,
      username: 'manager',
      email: 'david.chen@example.com',
      fullName: 'David Chen',
      role: 'manager',
      phone: '(415) 555-0168',
      address: '480 Valencia Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94103',
    },
    {
      ...base,
      username: 'admin',
      email: 'olivia.brooks@example.com',
      fullName: 'Olivia Brooks',
      role: 'admin',
      phone: '(617) 555-0109',
      address: '75 State Street, Floor 12',
      city: 'Boston',
      state: 'MA',
      zipCode: '02109',
    },
  ];
}

export interface SeedResult {
  created: string[];
  existing: string[];
}

/**
 * Inserts the demo accounts that are missing and leaves existing ones alone, so a changed
 * password or profile survives a restart. Safe to run on every start.
 */
export async function seedDemoUsers(
  users: UserRepository,
  hasher: PasswordHasher,
  now: Date = new Date(),
): Promise<SeedResult> {
  const wanted = demoUsers(now);
  const existing = await users.existingUsernames(wanted.map((user) => user.username));
  const result: SeedResult = { created: [], existing: [] };
  for (const user of wanted) {
    if (existing.has(user.username)) {
      result.existing.push(user.username);
      continue;
    }
    try {
      // Seeded verified: their addresses are the shop's own examples, no mail could confirm them.
      await users.create({
        ...user,
        passwordHash: await hasher.hash(DEMO_PASSWORD),
        emailVerified: true,
      });
      result.created.push(user.username);
    } catch (err) {
      // Another instance seeding at the same moment got there first.
      if (!isDuplicateKeyError(err)) throw err;
      result.existing.push(user.username);
    }
  }
  return result;
}

/** The membership service's side of the demo member: its billing (data/demo-membership-client). */
export interface DemoMembershipBilling {
  seed(userId: string, seed: DemoMembershipSeed): Promise<DemoMembershipSeedResult>;
}

/**
 * The demo member's billing, asked of the membership service, which owns it: the year paid with
 * a test card, so its pages read a real member (it decides, and seeds nothing when Stripe takes
 * the payments or the record is there already). Null when there is no demo member to give it
 * (deleted, or no longer a member).
 */
export async function seedDemoMemberBilling(
  users: UserRepository,
  billing: DemoMembershipBilling,
): Promise<DemoMembershipSeedResult | null> {
  const member = await users.findByUsername(DEMO_MEMBER_USERNAME);
  if (!member?.isDirectPlus || !member.directPlusExpiry || !member.membershipNumber) return null;
  const expiresAt = new Date(member.directPlusExpiry);
  if (Number.isNaN(expiresAt.getTime())) return null;
  return billing.seed(member.id, {
    membershipNumber: member.membershipNumber,
    expiresAt: expiresAt.toISOString(),
  });
}

/**
 * Runs `seedDemoMemberBilling` after start-up without holding it up: the services start side by
 * side, so the membership service may not listen yet. Tried every `everyMs` until it answers (or
 * refuses: a 4xx is final), for `forMs` at most; `stop()` ends it (the service stopping).
 */
export function askForDemoMemberBilling(
  attempt: () => Promise<DemoMembershipSeedResult | null>,
  logger: Logger,
  { everyMs = 1000, forMs = 120_000 }: { everyMs?: number; forMs?: number } = {},
): { stop(): void; done: Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: () => void = () => undefined;
  const deadline = Date.now() + forMs;
  const done = (async () => {
    while (!stopped) {
      try {
        const result = await attempt();
        logger.info({ demoMemberBilling: result }, 'demo member billing asked of membership');
        return;
      } catch (err) {
        if (err instanceof AppError && err.status >= 400 && err.status < 500) {
          logger.warn({ err }, 'demo member billing refused by membership');
          return;
        }
        if (Date.now() + everyMs > deadline) {
          logger.warn({ err }, 'demo member billing: the membership service never answered');
          return;
        }
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, everyMs);
      });
    }
  })();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake();
    },
    done,
  };
}
