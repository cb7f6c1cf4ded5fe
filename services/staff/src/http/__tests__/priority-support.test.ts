import {
  staffTicketPageSchema,
  staffTicketSchema,
  ticketCreatedSchema,
  ticketSchema,
  type StaffTicketPage,
} from '@coffee/contracts';
import { fixedClock } from '@coffee/service-defaults';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

const MEMBER = 'dddddddddddddddddddddd01';
const LAPSED = 'dddddddddddddddddddddd02';
const CUSTOMER = 'cccccccccccccccccccccc03';
const WOBBLY = 'cccccccccccccccccccccc04';
const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaa05';

// Tue Dec 1 2026, 9:00 in New York (the settings' default zone): the service's clock.
const TUESDAY_9AM = '2026-12-01T14:00:00.000Z';

let run = 0;
/** A contact message; `name` marks a test's own tickets for the queue's search. */
const contact = (name: string, overrides: Record<string, unknown> = {}) => ({
  source: 'contact',
  name,
  email: `shopper.${(run += 1)}@example.com`,
  topic: 'product-info',
  message: 'Which beans would you suggest for an espresso machine?',
  ...overrides,
});

describe('priority support: tiers, the queue and due times', () => {
  let staff: StartedStaff;
  const clock = fixedClock(TUESDAY_9AM);
  let address = 0;
  const client = () => staff.from(`198.51.100.${(address += 1)}`);
  const create = (body: object, userId?: string) =>
    request(staff.url)
      .post('/api/support/tickets')
      .set(client())
      .set(userId ? { authorization: staff.as('customer', userId) } : {})
      .send(body);
  const employee = () => staff.as('employee');
  const queue = async (query: Record<string, string | number>): Promise<StaffTicketPage> =>
    staffTicketPageSchema.parse(
      (
        await request(staff.url)
          .get('/api/employee/tickets')
          .query(query)
          .set('authorization', employee())
          .expect(200)
      ).body,
    );
  const setHolidays = (holidays: string[]) =>
    request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin', ADMIN))
      .send({ holidays })
      .expect(200);

  beforeAll(async () => {
    staff = await startStaff(
      { SUPPORT_TICKETS_PER_ADDRESS: '1000', SUPPORT_TICKETS_PER_SENDER: '1000' },
      { clock },
    );
    const inAYear = new Date(Date.parse(TUESDAY_9AM) + 365 * 86_400_000).toISOString();
    staff.account.addUser({ id: MEMBER, isDirectPlus: true, directPlusExpiry: inAYear });
    // The account service says a lapsed member is not Direct+ (it checks the expiry).
    staff.account.addUser({
      id: LAPSED,
      isDirectPlus: false,
      directPlusExpiry: '2026-11-01T00:00:00.000Z',
    });
    staff.account.addUser({ id: CUSTOMER });
  });
  beforeEach(() => clock.set(TUESDAY_9AM));
  afterAll(async () => {
    await staff.stop();
  });

  it('when an active Direct+ member opens a ticket, then it is Priority and due in 4 business hours; a customer, a lapsed member and a guest get 24', async () => {
    const member = await create(contact('Tier Test'), MEMBER).expect(201);
    expect(ticketCreatedSchema.parse(member.body)).toMatchObject({
      tier: 'direct-plus',
      // 9:00 + 4 business hours: 13:00 the same day.
      firstReplyDueAt: '2026-12-01T18:00:00.000Z',
    });
    // The account service was asked about this customer.
    expect(staff.account.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/internal/users/${MEMBER}` }),
    );
    for (const userId of [CUSTOMER, LAPSED, undefined]) {
      const res = await create(contact('Tier Test'), userId).expect(201);
      expect(ticketCreatedSchema.parse(res.body)).toMatchObject({
        tier: 'standard',
        // 24 business hours from Tuesday 9:00: 11 h Tuesday, 11 Wednesday, Thursday 11:00.
        firstReplyDueAt: '2026-12-03T16:00:00.000Z',
      });
    }
    const stored = await staff.db
      .collection('support_tickets')
      .findOne({ number: Number(member.body.ticketNumber.slice(4)) });
    expect(stored).toMatchObject({
      tier: 'direct-plus',
      firstReplyDueAt: new Date('2026-12-01T18:00:00.000Z'),
    });
    expect(stored?.firstRepliedAt).toBeUndefined();

    // The member reads the same promise on their ticket.
    const own = await request(staff.url)
      .get(`/api/support/tickets/${member.body.ticketNumber}`)
      .set('authorization', staff.as('customer', MEMBER))
      .expect(200);
    expect(ticketSchema.parse(own.body)).toMatchObject({
      tier: 'direct-plus',
      firstReplyDueAt: '2026-12-01T18:00:00.000Z',
      firstRepliedAt: null,
    });
  });

  it.each([
    ['tier', { tier: 'direct-plus' }],
    ['priority', { priority: 'urgent' }],
    ['firstReplyDueAt', { firstReplyDueAt: '2026-12-01T09:30:00.000Z' }],
    ['isDirectPlus', { isDirectPlus: true }],
  ])(
    'when a client claims %s in the body, then 400 and nothing is stored',
    async (_field, claim) => {
      const before = await staff.db.collection('support_tickets').countDocuments();
      const res = await create(contact('Claim Test', claim), CUSTOMER).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await staff.db.collection('support_tickets').countDocuments()).toBe(before);
    },
  );

  it('when a standard customer sends a member’s id in a header or a chat, then the ticket is still standard', async () => {
    const chat = await request(staff.url)
      .post('/api/support/tickets')
      .set(client())
      .set('authorization', staff.as('customer', CUSTOMER))
      .set('x-user-id', MEMBER)
      .send({ source: 'chat', name: 'Sam', email: 'sam@example.com', question: 'Hi there' })
      .expect(201);
    expect(chat.body.tier).toBe('standard');
    // A forged token is no session: a guest, standard.
    const forged = await request(staff.url)
      .post('/api/support/tickets')
      .set(client())
      .set('authorization', 'Bearer not-a-token')
      .send(contact('Forged'))
      .expect(201);
    expect(forged.body.tier).toBe('standard');
  });

  it('when the account service cannot say, then the ticket still opens, as standard', async () => {
    staff.account.users.set(WOBBLY, { not: 'a user' });
    const res = await create(contact('Wobbly'), WOBBLY).expect(201);
    expect(res.body).toMatchObject({
      tier: 'standard',
      firstReplyDueAt: '2026-12-03T16:00:00.000Z',
    });
  });

  it('when a ticket is opened on a Friday evening before a holiday Monday, then its due time skips the weekend and the holiday', async () => {
    // Fri Dec 4, 18:00 in New York (support's hours end at 20:00).
    clock.set('2026-12-04T23:00:00.000Z');
    const plain = await create(contact('Weekend'), MEMBER).expect(201);
    // Two hours on Friday, two on Monday: Mon 11:00.
    expect(plain.body.firstReplyDueAt).toBe('2026-12-07T16:00:00.000Z');
    await setHolidays(['2026-12-07']);
    try {
      const member = await create(contact('Weekend'), MEMBER).expect(201);
      expect(member.body.firstReplyDueAt).toBe('2026-12-08T16:00:00.000Z');
      const standard = await create(contact('Weekend'), CUSTOMER).expect(201);
      // 2 h Fri, (Sat, Sun, Mon off), 11 h Tue, 11 h Wed: Wed Dec 9 at 20:00.
      expect(standard.body.firstReplyDueAt).toBe('2026-12-10T01:00:00.000Z');
    } finally {
      await setHolidays([]);
    }
    // A due time is the promise made when the ticket was opened: a later holiday keeps it.
    const read = await request(staff.url)
      .get(`/api/employee/tickets/${plain.body.ticketNumber}`)
      .set('authorization', employee())
      .expect(200);
    expect(read.body.firstReplyDueAt).toBe('2026-12-07T16:00:00.000Z');
  });

  it('when the queue is paged, then open Direct+ tickets come first across pages, then the rest newest first', async () => {
    const name = 'Queue Order';
    const open = async (userId?: string) =>
      (await create(contact(name), userId).expect(201)).body.ticketNumber as string;
    const s1 = await open(CUSTOMER);
    const m1 = await open(MEMBER);
    const s2 = await open();
    const m2 = await open(MEMBER);
    const s3 = await open(CUSTOMER);
    // A resolved member ticket waits on nobody: it is listed with the rest, by age.
    const m0 = await open(MEMBER);
    await request(staff.url)
      .put(`/api/employee/tickets/${m0}/status`)
      .set('authorization', employee())
      .send({ status: 'resolved' })
      .expect(200);
    // An in-progress one still waits for the team.
    const m3 = await open(MEMBER);
    await request(staff.url)
      .put(`/api/employee/tickets/${m3}/status`)
      .set('authorization', employee())
      .send({ status: 'in-progress' })
      .expect(200);

    const numbers = async (query: Record<string, string | number>) =>
      (await queue({ q: name, ...query })).items.map((t) => t.ticketNumber);
    const whole = [m3, m2, m1, m0, s3, s2, s1];
    expect(await numbers({ pageSize: 50 })).toEqual(whole);
    // Every page size cuts the same order: priority first across pages, not within each.
    for (const pageSize of [1, 2, 3, 4]) {
      const pages: string[] = [];
      for (let page = 1; (page - 1) * pageSize < whole.length; page += 1) {
        const got = await queue({ q: name, pageSize, page });
        expect(got.total).toBe(whole.length);
        pages.push(...got.items.map((t) => t.ticketNumber));
      }
      expect(pages).toEqual(whole);
    }
    const first = (await queue({ q: name, pageSize: 2 })).items;
    expect(first.map((t) => t.tier)).toEqual(['direct-plus', 'direct-plus']);

    // Filters keep the order; a status that waits on nobody has no priority group.
    expect(await numbers({ status: 'open' })).toEqual([m2, m1, s3, s2, s1]);
    expect(await numbers({ status: 'resolved' })).toEqual([m0]);
    expect(await numbers({ tier: 'direct-plus' })).toEqual([m3, m2, m1, m0]);
    expect(await numbers({ tier: 'standard' })).toEqual([s3, s2, s1]);
    expect(await numbers({ tier: 'standard', status: 'open', pageSize: 2, page: 2 })).toEqual([s1]);
  });

  it('when the tier filter is unknown, then 400 with the message', async () => {
    const res = await request(staff.url)
      .get('/api/employee/tickets?tier=gold')
      .set('authorization', employee())
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('Tier must be all, standard or direct-plus');
  });

  it('when staff reply twice, then the first reply time is recorded once; a customer message records none', async () => {
    const { ticketNumber } = (await create(contact('First Reply'), MEMBER).expect(201)).body as {
      ticketNumber: string;
    };
    await request(staff.url)
      .post(`/api/support/tickets/${ticketNumber}/messages`)
      .set(client())
      .set('authorization', staff.as('customer', MEMBER))
      .send({ message: 'Any news?' })
      .expect(201);
    const unanswered = await request(staff.url)
      .get(`/api/employee/tickets/${ticketNumber}`)
      .set('authorization', employee())
      .expect(200);
    expect(unanswered.body.firstRepliedAt).toBeNull();

    const reply = (message: string) =>
      request(staff.url)
        .post(`/api/employee/tickets/${ticketNumber}/messages`)
        .set('authorization', employee())
        .send({ message })
        .expect(201);
    const firstAnswer = await reply('We are on it.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await reply('Shipped today.');

    const seen = staffTicketSchema.parse(
      (
        await request(staff.url)
          .get(`/api/employee/tickets/${ticketNumber}`)
          .set('authorization', employee())
          .expect(200)
      ).body,
    );
    expect(seen.firstRepliedAt).toBe(firstAnswer.body.createdAt);
    const stored = await staff.db
      .collection('support_tickets')
      .findOne({ number: Number(ticketNumber.slice(4)) });
    expect(stored?.firstRepliedAt).toEqual(new Date(firstAnswer.body.createdAt));
    const own = await request(staff.url)
      .get(`/api/support/tickets/${ticketNumber}`)
      .set('authorization', staff.as('customer', MEMBER))
      .expect(200);
    expect(own.body.firstRepliedAt).toBe(firstAnswer.body.createdAt);
  });

  it('when a ticket from before tiers is read and answered, then it is standard, due 24 business hours after it opened, and its first answer is the thread’s', async () => {
    const openedAt = new Date('2026-11-02T15:00:00.000Z'); // Mon Nov 2, 10:00 EST
    const answeredAt = new Date('2026-11-02T16:30:00.000Z');
    const { insertedId } = await staff.db.collection('support_tickets').insertOne({
      number: 990001,
      subject: 'Older ticket',
      description: 'From before tiers',
      status: 'in-progress',
      priority: 'medium',
      source: 'contact',
      name: 'Olivia Older',
      email: 'olivia@example.com',
      createdAt: openedAt,
      updatedAt: answeredAt,
    });
    await staff.db.collection('ticket_messages').insertMany([
      { ticketId: insertedId, message: 'Hello?', isStaff: false, createdAt: openedAt },
      { ticketId: insertedId, message: 'Hi!', isStaff: true, createdAt: answeredAt },
    ]);
    const read = staffTicketSchema.parse(
      (
        await request(staff.url)
          .get('/api/employee/tickets/TKT-990001')
          .set('authorization', employee())
          .expect(200)
      ).body,
    );
    expect(read).toMatchObject({
      tier: 'standard',
      // Mon 10:00 + 24 business hours: 10 h Mon, 11 h Tue, Wed 12:00.
      firstReplyDueAt: '2026-11-04T17:00:00.000Z',
      firstRepliedAt: answeredAt.toISOString(),
    });
    expect((await queue({ q: 'Olivia Older' })).items[0]).toMatchObject({ tier: 'standard' });

    // A new answer records the thread's first one, not itself.
    await request(staff.url)
      .post('/api/employee/tickets/TKT-990001/messages')
      .set('authorization', employee())
      .send({ message: 'Following up.' })
      .expect(201);
    const stored = await staff.db.collection('support_tickets').findOne({ _id: insertedId });
    expect(stored?.firstRepliedAt).toEqual(answeredAt);
  });
});
