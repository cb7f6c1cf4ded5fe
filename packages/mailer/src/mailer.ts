import { randomBytes } from 'node:crypto';
import type mongoose from 'mongoose';
import { backoffDelay } from './backoff';
import { silentLogger, type MailerLogger } from './logger';
import { checkedMessage, type MailMessage } from './message';
import type { OutboxDoc, OutboxStatus, OutboxView } from './outbox-doc';
import { OutboxStore, type ListQuery } from './outbox-store';
import { DEFAULT_RELAY_OVERLAP_MS, indexSources, relayOutboxes, type OutboxSource } from './relay';
import { RelayCheckpoints } from './relay-checkpoints';
import { isSenderAddress, isSmtpUrl } from './config';
import { createSmtpSender, type SmtpSender } from './transport';

export interface MailerOptions {
  /** The service's own connection; its outbox collection is `mail_outbox`. */
  connection: mongoose.Connection;
  /** Models whose documents carry an embedded `outbox` (pendingMailSchema). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sources: mongoose.Model<any>[];
  smtpUrl: string;
  /** The From header, e.g. `Brew Haven <hello@brewhaven.example>`. */
  from: string;
  /** Pause between rounds of the loop (default 2000 ms). */
  pollMs?: number;
  /** Attempts before a message is parked (default 8). */
  maxAttempts?: number;
  /** How long a claim holds before another mailer may take the message over (default 120 s). */
  leaseMs?: number;
  /** First retry delay, doubled per attempt with jitter (default 60 s). */
  backoffMs?: number;
  /** Longest retry delay (default 1 h). */
  maxBackoffMs?: number;
  /**
   * How far before its checkpoint the relay reads again (default 2 min): more than the clock
   * skew between instances plus the longest wait between `pendingMail()` and its write's commit.
   */
  relayOverlapMs?: number;
  logger?: MailerLogger;
}

export interface Mailer {
  /** Idempotent by key, for changes that are themselves an insert. Never touches SMTP. */
  record(message: MailMessage): Promise<void>;
  /** Starts the relay (embedded -> mail_outbox) and send loop. */
  start(): void;
  /** Stops the loop, waiting for a send in flight. */
  stop(): Promise<void>;
  /** Relays, then sends everything due now (tests, scripts). */
  drain(): Promise<void>;
  list(query: ListQuery): Promise<OutboxView[]>;
  /** How many messages are in each status. */
  counts(): Promise<Record<OutboxStatus, number>>;
  /** One message (no body), or null for an unknown id. */
  get(id: string): Promise<OutboxView | null>;
  /** Puts a parked or sent message back to waiting (attempts reset). */
  resend(id: string): Promise<boolean>;
}

export function createMailer(options: MailerOptions): Mailer {
  checkSmtpUrl(options.smtpUrl);
  checkFrom(options.from);
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 8);
  const leaseMs = options.leaseMs ?? 120_000;
  const backoffMs = options.backoffMs ?? 60_000;
  const maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
  const relayOverlapMs = options.relayOverlapMs ?? DEFAULT_RELAY_OVERLAP_MS;
  if (!Number.isFinite(relayOverlapMs) || relayOverlapMs < 0) {
    throw new TypeError('relayOverlapMs must be a duration of 0 ms or more');
  }
  const logger = options.logger ?? silentLogger;
  const sources: readonly OutboxSource[] = options.sources;
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const store = new OutboxStore(options.connection);
  const checkpoints = new RelayCheckpoints(options.connection);
  let sender: SmtpSender | null = null;
  let sourcesIndexed: Promise<void> | null = null;

  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  // A stop() then start() must not leave the old round's loop scheduling beside the new one.
  let generation = 0;

  function smtp(): SmtpSender {
    sender ??= createSmtpSender(options.smtpUrl, options.from, leaseMs);
    return sender;
  }

  async function relay(): Promise<number> {
    sourcesIndexed ??= indexSources(sources).catch((err: unknown) => {
      sourcesIndexed = null;
      throw err;
    });
    await sourcesIndexed;
    const moved = await relayOutboxes(store, checkpoints, sources, logger, {
      overlapMs: relayOverlapMs,
    });
    if (moved > 0) logger.info({ moved }, 'mailer: relayed embedded outbox entries');
    return moved;
  }

  /** Sends one claimed mail; false when the SMTP server could not be reached at all. */
  async function deliver(doc: OutboxDoc): Promise<boolean> {
    if (doc.attempts > maxAttempts) {
      // Taken over from expired leases again and again: a mail that kills its sender is parked.
      await store.markFailed(doc, 'gave up: its sends never finished', new Date(), true);
      logger.error(
        { key: doc.key, attempts: doc.attempts },
        'mailer: parked a mail that never finished sending',
      );
      return true;
    }
    try {
      await smtp().send(doc);
    } catch (err) {
      const error = describe(err);
      const park = doc.attempts >= maxAttempts;
      const retryAt = new Date(Date.now() + backoffDelay(doc.attempts, backoffMs, maxBackoffMs));
      const ours = await store.markFailed(doc, error, retryAt, park);
      const log = { key: doc.key, attempts: doc.attempts, error, lost: !ours };
      if (park) logger.error(log, 'mailer: parked a mail that keeps failing');
      else logger.warn({ ...log, retryAt }, 'mailer: send failed, will retry');
      return !isUnreachable(err);
    }
    if (await store.markSent(doc, new Date())) {
      logger.info({ key: doc.key, messageId: doc.messageId }, 'mailer: sent');
    } else {
      logger.warn({ key: doc.key }, 'mailer: sent after its lease ran out');
    }
    return true;
  }

  /**
   * Sends due messages until none is left or the loop stops. An unreachable SMTP server ends the
   * round: the other due mails would only spend an attempt each on the same refused connection.
   */
  async function sendDue(keepGoing: () => boolean): Promise<void> {
    while (keepGoing()) {
      const doc = await store.claimNext(owner, new Date(), leaseMs);
      if (!doc || !(await deliver(doc))) return;
    }
  }

  async function runRound(): Promise<void> {
    try {
      await relay();
      await sendDue(() => running);
    } catch (err) {
      // The database is away, most likely: the next round tries again.
      logger.warn({ error: describe(err) }, 'mailer: round failed');
    }
  }

  function schedule(delay: number): void {
    const mine = generation;
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      round = runRound().finally(() => {
        round = null;
        if (mine === generation) schedule(pollMs);
      });
    }, delay);
    // The loop never keeps a process alive on its own.
    timer.unref();
  }

  return {
    async record(message) {
      await store.insertOnce(checkedMessage(message), new Date());
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      generation += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      await round;
      sender?.close();
      sender = null;
    },
    async drain() {
      await relay(); // one round reads every page of every source
      await sendDue(() => true);
    },
    list: (query) => store.list(query ?? {}),
    counts: () => store.counts(),
    get: (id) => store.get(id),
    resend: (id) => store.resend(id, new Date()),
  };
}

function checkSmtpUrl(url: string): void {
  if (!isSmtpUrl(url)) throw new TypeError('SMTP_URL must be an smtp:// or smtps:// URL');
}

function checkFrom(from: string): void {
  if (!isSenderAddress(from)) {
    throw new TypeError(`MAIL_FROM is not one sender address: ${JSON.stringify(from)}`);
  }
}

// nodemailer's codes for "no SMTP conversation happened" (plus the raw socket errors).
const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED']);

function isUnreachable(err: unknown): boolean {
  return UNREACHABLE.has(String((err as { code?: unknown } | null)?.code));
}

function describe(err: unknown): string {
  // Duck-typed: errors from Node's core may come from another realm (e.g. under jest).
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return String(err);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
