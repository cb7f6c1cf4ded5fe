import { AppError } from '@coffee/service-defaults';
import {
  MAIL_CURSOR_MESSAGE,
  MAIL_SERVICES,
  type AdminMail,
  type MailCounts,
  type MailOutboxPage,
  type MailOutboxServiceState,
  type MailService,
  type MailStatus,
  type OutboxMail,
} from '@coffee/contracts';

/** One service's outbox as this service reads it (its /internal/mail-outbox, or our own). */
export interface ServiceOutbox {
  list(query: {
    status?: MailStatus;
    limit: number;
    before?: string;
  }): Promise<{ mails: OutboxMail[]; counts: MailCounts; next: string | null }>;
  /** 404 for an unknown mail, 409 while it is waiting or sending (AppErrors). */
  resend(id: string): Promise<{ mail: OutboxMail }>;
}

export type ServiceOutboxes = Readonly<Record<MailService, ServiceOutbox>>;

/**
 * Where one service's page stands: `start` (nothing read yet), the id of the last mail shown
 * (read on before it), or `end` (nothing older).
 */
type Position = 'start' | 'end' | string;
const MAIL_ID = /^[0-9a-f]{24}$/;
const emptyCounts = (): MailCounts => ({ waiting: 0, sending: 0, sent: 0, parked: 0 });

/** `account:start,staff:0123...`: each asked service's position, in MAIL_SERVICES' order. */
function encodeCursor(positions: Map<MailService, Position>): string {
  return [...positions].map(([service, at]) => `${service}:${at}`).join(',');
}

function decodeCursor(
  cursor: string | undefined,
  asked: readonly MailService[],
): Map<MailService, Position> {
  const positions = new Map<MailService, Position>(asked.map((s) => [s, 'start']));
  if (cursor === undefined) return positions;
  const bad = () => new AppError(400, MAIL_CURSOR_MESSAGE, 'VALIDATION_ERROR');
  const parts = cursor.split(',');
  if (parts.length !== asked.length) throw bad();
  parts.forEach((part, i) => {
    const [service, at, extra] = part.split(':');
    if (service !== asked[i] || at === undefined || extra !== undefined) throw bad();
    if (at !== 'start' && at !== 'end' && !MAIL_ID.test(at)) throw bad();
    positions.set(service as MailService, at);
  });
  return positions;
}

const newer = (a: AdminMail, b: AdminMail) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The newest `limit` mails of the services' pages, each page taken in its own order (by id, as
 * its cursor reads on): what is shown of a service is always the start of its page, so its
 * position after the last one shown neither skips nor repeats a mail (a relayed mail's id may be
 * younger than its time).
 */
function mergeNewest(pages: AdminMail[][], limit: number): AdminMail[] {
  const heads = pages.map(() => 0);
  const shown: AdminMail[] = [];
  while (shown.length < limit) {
    let best = -1;
    pages.forEach((page, i) => {
      const head = page[heads[i]!];
      if (head && (best < 0 || newer(head, pages[best]![heads[best]!]!))) best = i;
    });
    if (best < 0) break;
    shown.push(pages[best]![heads[best]!]!);
    heads[best] = heads[best]! + 1;
  }
  return shown;
}

const describe = (service: MailService, err: unknown): string =>
  err instanceof AppError && err.status < 500
    ? `The ${service} service refused: ${err.message}`
    : `The ${service} service is unavailable`;

/**
 * The admin's outbox over the four services that send mail. One service: its pages. All of
 * them: the newest mails of every outbox merged, each service read on from where its last shown
 * mail was (the cursor keeps one position per service). A service that does not answer is
 * reported in `services` (available: false) and the page is made of the others.
 */
export function createMailOutbox(outboxes: ServiceOutboxes) {
  return {
    async page(query: {
      service?: MailService | undefined;
      status?: MailStatus | undefined;
      before?: string | undefined;
      limit: number;
    }): Promise<MailOutboxPage> {
      const asked = query.service ? [query.service] : [...MAIL_SERVICES];
      const positions = decodeCursor(query.before, asked);
      const { limit, status } = query;

      const answers = await Promise.all(
        asked.map(async (service) => {
          const at = positions.get(service)!;
          try {
            // At the end: asked anyway, for its counts.
            const page = await outboxes[service].list({
              ...(status ? { status } : {}),
              limit: at === 'end' ? 1 : limit,
              ...(at !== 'start' && at !== 'end' ? { before: at } : {}),
            });
            const mails = at === 'end' ? [] : page.mails.map((m) => ({ ...m, service }));
            return { service, ok: true as const, page: { ...page, mails } };
          } catch (err) {
            return { service, ok: false as const, message: describe(service, err) };
          }
        }),
      );

      const shown = mergeNewest(
        answers.flatMap((a) => (a.ok ? [a.page.mails] : [])),
        limit,
      );
      const counts = emptyCounts();
      const services: MailOutboxServiceState[] = [];
      const next = new Map(positions);
      for (const answer of answers) {
        if (!answer.ok) {
          services.push({
            service: answer.service,
            available: false,
            counts: null,
            message: answer.message,
          });
          continue;
        }
        const { mails, counts: own, next: more } = answer.page;
        services.push({ service: answer.service, available: true, counts: own, message: null });
        for (const key of Object.keys(counts) as MailStatus[]) counts[key] += own[key];
        if (positions.get(answer.service) === 'end') continue;
        const taken = shown.filter((m) => m.service === answer.service);
        const last = taken[taken.length - 1];
        if (taken.length < mails.length) {
          if (last) next.set(answer.service, last.id);
        } else {
          // Every mail it gave is shown: read on after its last, or it has no more.
          next.set(answer.service, more && last ? last.id : 'end');
        }
      }
      const done =
        shown.length === 0 ||
        answers.every((a) => !a.ok || next.get(a.service) === 'end') ||
        [...next.values()].every((at) => at === 'end');
      return { mails: shown, services, counts, next: done ? null : encodeCursor(next) };
    },

    async resend(service: MailService, id: string): Promise<AdminMail> {
      const { mail } = await outboxes[service].resend(id);
      return { ...mail, service };
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
