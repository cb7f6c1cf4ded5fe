import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

/**
 * Ticket numbers on the real database (FerretDB, where a conditional update or an $inc counter
 * is not atomic under concurrency): each number is claimed as a unique _id, so parallel creates
 * get consecutive numbers, none twice and none skipped.
 */
describe('ticket numbers under concurrency', () => {
  let staff: StartedStaff;

  beforeAll(async () => {
    staff = await startStaff({ SUPPORT_TICKETS_PER_ADDRESS: '1000' });
  });
  afterAll(async () => {
    await staff.stop();
  });

  const createMany = (n: number, offset: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        request(staff.url)
          .post('/api/support/tickets')
          .send({
            source: 'chat',
            name: `Guest ${offset + i}`,
            email: `guest${offset + i}@example.com`,
            question: `Question number ${offset + i}`,
          }),
      ),
    );

  it('when 20 tickets are created at once, then they are TKT-1001 to TKT-1020, each once', async () => {
    const answers = await createMany(20, 0);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => (a.body as { ticketNumber: string }).ticketNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `TKT-${1001 + i}`));
    const stored = await staff.db.collection('support_tickets').find().toArray();
    expect(stored.map((t) => t.number).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => 1001 + i),
    );
    // Each ticket holds its own first message.
    const messages = await staff.db.collection('ticket_messages').find().toArray();
    expect(messages).toHaveLength(20);
    for (const ticket of stored) {
      const own = messages.filter((m) => String(m.ticketId) === String(ticket._id));
      expect(own.map((m) => m.message)).toEqual([ticket.description]);
    }
  });

  it('when more arrive at once later, then the numbers continue without a gap', async () => {
    const answers = await createMany(10, 100);
    const numbers = answers.map((a) =>
      Number((a.body as { ticketNumber: string }).ticketNumber.slice(4)),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 1021 + i));
  });
});
