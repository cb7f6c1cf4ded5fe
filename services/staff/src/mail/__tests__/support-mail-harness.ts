import request from 'supertest';
import type { StartedStaff } from '../../__tests__/start-staff';

export interface StoredMail {
  key: string;
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
}

export const contact = (overrides: Record<string, unknown> = {}) => ({
  source: 'contact',
  name: 'Alice Shopper',
  email: 'alice@example.com',
  topic: 'order-status',
  message: 'My order has not arrived yet, could you check it please?',
  ...overrides,
});

/** What the support mail tests do to a started staff service. */
export function supportMailHarness(staff: StartedStaff) {
  let address = 0;
  const client = () => staff.from(`198.51.100.${(address += 1) % 250}`);
  return {
    async open(body: object, headers: Record<string, string> = {}) {
      const res = await request(staff.url)
        .post('/api/support/tickets')
        .set({ ...client(), ...headers })
        .send(body)
        .expect(201);
      return res.body as { ticketNumber: string; accessKey: string };
    },
    reply: (ticketNumber: string, message: string) =>
      request(staff.url)
        .post(`/api/employee/tickets/${ticketNumber}/messages`)
        .set('authorization', staff.as('employee'))
        .send({ message }),
    endChat: (ticketNumber: string, accessKey: string, replyByEmail: boolean) =>
      request(staff.url)
        .post(`/api/support/tickets/${ticketNumber}/end-chat`)
        .set({ ...client(), 'x-ticket-key': accessKey })
        .send({ replyByEmail }),
    /** The mails recorded on the ticket (ticket received) and on its messages (replies). */
    async mailsOf(ticketNumber: string): Promise<StoredMail[]> {
      const ticket = await staff.db
        .collection('support_tickets')
        .findOne({ number: Number(ticketNumber.slice(4)) });
      const messages = await staff.db
        .collection('ticket_messages')
        .find({ ticketId: ticket!._id })
        .sort({ createdAt: 1 })
        .toArray();
      return [ticket, ...messages].flatMap((d) => (d?.outbox ?? []) as StoredMail[]);
    },
  };
}
