import mongoose from 'mongoose';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import type { MailMessage } from '../index';
import type { MailerLogger } from '../logger';

/** A connection to a database of its own, dropped by `close()`. */
export async function openTestDb(prefix: string) {
  const dbName = uniqueDbName(prefix);
  const connection = await mongoose
    .createConnection(testMongoUri(), { dbName, serverSelectionTimeoutMS: 5000 })
    .asPromise();
  return {
    dbName,
    connection,
    async close() {
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

export function message(key: string, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    key,
    to: 'ada@example.com',
    toName: 'Ada Lovelace',
    subject: `Your order ${key}`,
    html: `<p>Hello from ${key}</p>`,
    text: `Hello from ${key}`,
    category: 'transactional',
    ...overrides,
  };
}

/** A logger that keeps what it was told, to count sends per mailer. */
export function recordingLogger(): MailerLogger & { lines: { msg: string; obj: object }[] } {
  const lines: { msg: string; obj: object }[] = [];
  const keep = (obj: object, msg = '') => {
    lines.push({ obj, msg });
  };
  return { lines, info: keep, warn: keep, error: keep };
}

/** Polls `check` until it returns true (or fails the test after `timeoutMs`). */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const FAST = { pollMs: 50, backoffMs: 50, maxBackoffMs: 200, leaseMs: 5_000 };

/** A second connection to the test database that logs every command it sends. */
export async function monitoredConnection(dbName: string) {
  const connection = await mongoose
    .createConnection(testMongoUri(), {
      dbName,
      serverSelectionTimeoutMS: 5000,
      monitorCommands: true,
    })
    .asPromise();
  const commands: { name: string; collection: string; command: Record<string, unknown> }[] = [];
  connection.getClient().on('commandStarted', (event) => {
    const collection = event.command[event.commandName];
    commands.push({
      name: event.commandName,
      collection: typeof collection === 'string' ? collection : '',
      command: event.command,
    });
  });
  return { connection, commands };
}

/** The commands that write documents (not reads, not index builds). */
export const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);
