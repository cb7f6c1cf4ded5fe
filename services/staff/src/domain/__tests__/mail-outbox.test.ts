import type { MailService, OutboxMail } from '@coffee/contracts';
import { createMailOutbox, type ServiceOutbox } from '../mail-outbox';

const counts = { waiting: 0, sending: 0, sent: 0, parked: 0 };

/** An outbox as the mailer pages it: by id, newest first, `before` the last id seen. */
function outbox(mails: { id: string; at: string }[]): ServiceOutbox {
  const byId = [...mails].sort((a, b) => b.id.localeCompare(a.id));
  const view = (m: { id: string; at: string }): OutboxMail => ({
    id: m.id,
    key: `k:${m.id}`,
    messageId: `<${m.id}@x>`,
    to: 'a@example.com',
    toName: null,
    subject: m.id,
    category: 'transactional',
    status: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    createdAt: m.at,
    sentAt: m.at,
  });
  return {
    async list({ limit, before }) {
      const rest = before ? byId.filter((m) => m.id < before) : byId;
      const page = rest.slice(0, limit).map(view);
      return { mails: page, counts, next: page.length === limit ? page.at(-1)!.id : null };
    },
    async resend() {
      throw new Error('not here');
    },
  };
}

const empty = outbox([]);
const id = (n: number) => n.toString(16).padStart(24, '0');

it('when a relayed mail is younger by id than by time, then paging the merge still shows every mail once', async () => {
  const mails = createMailOutbox({
    // The relay gave the older mail (9:00) the younger id.
    account: outbox([
      { id: id(2), at: '2026-11-29T09:00:00.000Z' },
      { id: id(1), at: '2026-11-29T10:05:00.000Z' },
    ]),
    'cart-checkout': outbox([
      { id: id(3), at: '2026-11-29T10:03:00.000Z' },
      { id: id(4), at: '2026-11-29T09:30:00.000Z' },
    ]),
    membership: empty,
    staff: outbox([{ id: id(5), at: '2026-11-29T08:00:00.000Z' }]),
  });
  for (const limit of [1, 2, 3, 10]) {
    const seen: string[] = [];
    let before: string | undefined;
    for (let round = 0; round < 10; round += 1) {
      const page = await mails.page({ limit, ...(before ? { before } : {}) });
      seen.push(...page.mails.map((m) => `${m.service as MailService}:${m.id.slice(-1)}`));
      if (!page.next) break;
      before = page.next;
    }
    expect(seen.sort()).toEqual([
      'account:1',
      'account:2',
      'cart-checkout:3',
      'cart-checkout:4',
      'staff:5',
    ]);
  }
});
