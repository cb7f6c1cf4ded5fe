import { createHash } from 'node:crypto';
import {
  chatEndedSchema,
  employeeOverviewSchema,
  NOT_A_CHAT_MESSAGE,
  normalizeTicketAccessCode,
  staffTicketPageSchema,
  staffTicketSchema,
  SUPPORT_AUTHOR_NAME,
  TICKET_ACCESS_CODE_MESSAGE,
  TICKET_KEY_HEADER,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_RESOLVED_MESSAGE,
  ticketCreatedSchema,
  ticketSchema,
  ticketSummaryListSchema,
  TOO_MANY_TICKET_LOOKUPS_MESSAGE,
  TOO_MANY_TICKETS_MESSAGE,
} from '@coffee/contracts';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { sampleUser } from '../../__tests__/stand-ins';
import { z } from 'zod';

const ALICE = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const BOB = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const EMMA = 'eeeeeeeeeeeeeeeeeeeeeee3';

const contact = (overrides: Record<string, unknown> = {}) => ({
  source: 'contact',
  name: 'Alice Shopper',
  email: 'Alice@Example.com',
  topic: 'order-status',
  orderId: '1000000000042',
  message: 'My order has not arrived yet, could you check it please?',
  ...overrides,
});
const chat = (overrides: Record<string, unknown> = {}) => ({
  source: 'chat',
  name: 'Guest',
  email: 'guest@example.com',
  question: 'Do you ship to Canada?',
  ...overrides,
});

describe('/api/support tickets', () => {
  let staff: StartedStaff;
  let address = 0;
  /** A new client address per test (the gateway's proof included), so limits do not leak. */
  const client = () => staff.from(`203.0.113.${(address += 1)}`);
  const create = (body: object, headers: Record<string, string> = {}) =>
    request(staff.url).post('/api/support/tickets').set(headers).send(body);

  beforeAll(async () => {
    staff = await startStaff({
      SUPPORT_TICKETS_PER_ADDRESS: '3',
      // Many tests here write as Alice; the per-sender cap has its own tests (support-ticket-caps).
      SUPPORT_TICKETS_PER_SENDER: '1000',
      SUPPORT_LOOKUPS_PER_ADDRESS_AND_TICKET: '3',
    });
  });
  afterAll(async () => {
    await staff.stop();
  });

  it('when a guest sends the contact form, then a ticket TKT-… is created with its topic, order number and first message', async () => {
    const res = await create(contact(), client()).expect(201);
    expect(z.strictObject(ticketCreatedSchema.shape).parse(res.body)).toMatchObject({
      ticketNumber: expect.stringMatching(/^TKT-\d{4}$/),
      status: 'open',
    });
    const stored = await staff.db
      .collection('support_tickets')
      .findOne({ number: Number(res.body.ticketNumber.slice(4)) });
    expect(stored).toMatchObject({
      subject: 'Order status: My order has not arrived yet, could you check it please?',
      topic: 'order-status',
      orderNumber: '1000000000042',
      source: 'contact',
      email: 'alice@example.com',
      status: 'open',
      priority: 'medium',
    });
    expect(stored?.userId).toBeUndefined();
    // The access code a guest can copy by hand (60 random bits); only its hash is kept.
    expect(res.body.accessKey).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(stored?.accessKeyHash).toBe(
      createHash('sha256').update(normalizeTicketAccessCode(res.body.accessKey)).digest('hex'),
    );
    expect(stored?.replyRequested).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(res.body.accessKey);
    const messages = await staff.db
      .collection('ticket_messages')
      .find({ ticketId: stored?._id })
      .toArray();
    expect(messages).toEqual([
      expect.objectContaining({
        message: 'My order has not arrived yet, could you check it please?',
        isStaff: false,
      }),
    ]);
  });

  it('when the chat starts, then the subject is "Chat: " and the question, and the key adds the next messages', async () => {
    const created = await create(chat(), client()).expect(201);
    const { ticketNumber, accessKey } = created.body as { ticketNumber: string; accessKey: string };
    const reply = await request(staff.url)
      .post(`/api/support/tickets/${ticketNumber}/messages`)
      .set(client())
      .set(TICKET_KEY_HEADER, accessKey)
      .send({ message: 'And to Mexico?' })
      .expect(201);
    expect(reply.body).toMatchObject({
      message: 'And to Mexico?',
      isStaff: false,
      authorName: 'Guest',
    });

    const read = await request(staff.url)
      .post('/api/support/tickets/lookup')
      .set(client())
      .send({
        ticketNumber: `#${ticketNumber.toLowerCase()}`,
        email: 'GUEST@example.com',
        code: accessKey.toLowerCase().replace(/-/g, ' '),
      })
      .expect(200);
    expect(z.strictObject(ticketSchema.shape).parse(read.body)).toMatchObject({
      subject: 'Chat: Do you ship to Canada?',
      source: 'chat',
      topic: null,
      messages: [{ message: 'Do you ship to Canada?' }, { message: 'And to Mexico?' }],
      // A chat question is answered by the chat until the visitor asks for a reply.
      replyRequested: false,
      chatEndedAt: null,
    });
  });

  it('when the key is wrong or missing, then adding a message answers 404 and nothing is stored', async () => {
    const { ticketNumber } = (await create(chat(), client()).expect(201)).body as {
      ticketNumber: string;
    };
    const count = await staff.db.collection('ticket_messages').countDocuments();
    for (const key of ['wrong-key', 'x'.repeat(300)]) {
      const res = await request(staff.url)
        .post(`/api/support/tickets/${ticketNumber}/messages`)
        .set(client())
        .set(TICKET_KEY_HEADER, key)
        .send({ message: 'Let me in' })
        .expect(404);
      expect(res.body).toMatchObject({ message: TICKET_NOT_FOUND_MESSAGE });
    }
    await request(staff.url)
      .post(`/api/support/tickets/${ticketNumber}/messages`)
      .set(client())
      .send({ message: 'Let me in' })
      .expect(404);
    // Another customer's session is not the owner's.
    await request(staff.url)
      .post(`/api/support/tickets/${ticketNumber}/messages`)
      .set(client())
      .set('authorization', staff.as('customer', BOB))
      .send({ message: 'Let me in' })
      .expect(404);
    expect(await staff.db.collection('ticket_messages').countDocuments()).toBe(count);
  });

  it('when a signed-in customer opens tickets, then they list and read their own, and another customer gets 404', async () => {
    const alice = staff.as('customer', ALICE);
    const first = await create(contact(), { ...client(), authorization: alice }).expect(201);
    await create(chat({ question: 'Second question' }), {
      ...client(),
      authorization: alice,
    }).expect(201);

    const list = await request(staff.url)
      .get('/api/support/tickets')
      .set('authorization', alice)
      .expect(200);
    const tickets = ticketSummaryListSchema.parse(list.body);
    expect(tickets.map((t) => t.subject)).toEqual(['Chat: Second question', expect.any(String)]);
    expect(tickets[0]).toMatchObject({ messageCount: 1, answered: false });

    const number = (first.body as { ticketNumber: string }).ticketNumber;
    const own = await request(staff.url)
      .get(`/api/support/tickets/${number}`)
      .set('authorization', alice)
      .expect(200);
    expect(z.strictObject(ticketSchema.shape).parse(own.body).ticketNumber).toBe(number);
    // The owner adds a message without a key.
    await request(staff.url)
      .post(`/api/support/tickets/${number}/messages`)
      .set(client())
      .set('authorization', alice)
      .send({ message: 'Any news?' })
      .expect(201);

    const bob = staff.as('customer', BOB);
    const other = await request(staff.url)
      .get(`/api/support/tickets/${number}`)
      .set('authorization', bob)
      .expect(404);
    expect(other.body).toMatchObject({ message: TICKET_NOT_FOUND_MESSAGE });
    const missing = await request(staff.url)
      .get('/api/support/tickets/TKT-999999')
      .set('authorization', bob)
      .expect(404);
    expect(missing.body.message).toBe(other.body.message);
    expect(
      (await request(staff.url).get('/api/support/tickets').set('authorization', bob).expect(200))
        .body,
    ).toEqual([]);
    await request(staff.url).get('/api/support/tickets').expect(401);
    await request(staff.url).get(`/api/support/tickets/${number}`).expect(401);
  });

  it('when a guest looks up with a wrong number, email or code, then each answers the same 404', async () => {
    const { ticketNumber, accessKey } = (await create(contact(), client()).expect(201)).body as {
      ticketNumber: string;
      accessKey: string;
    };
    const other = (await create(contact(), client()).expect(201)).body as { accessKey: string };
    const from = client();
    const lookup = (body: object, address = from) =>
      request(staff.url).post('/api/support/tickets/lookup').set(address).send(body);
    const right = { ticketNumber, email: 'alice@example.com', code: accessKey };
    const answers = [
      await lookup({ ...right, email: 'mallory@example.com' }).expect(404),
      await lookup({ ...right, ticketNumber: 'TKT-999999' }).expect(404),
      // (Three failures for this ticket from one address is this suite's limit: another address.)
      await lookup({ ...right, code: other.accessKey }, client()).expect(404),
      // Another ticket's code, and a code one character off.
      await lookup({
        ...right,
        code: `${accessKey.slice(0, -1)}${accessKey.endsWith('0') ? '1' : '0'}`,
      }).expect(404),
    ];
    for (const res of answers) expect(res.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);
    await lookup({ ...right, ticketNumber: 'nonsense' }).expect(400);
    // The number and email alone (what used to be enough) are no longer.
    const noCode = await lookup({ ticketNumber, email: 'alice@example.com' }).expect(400);
    expect(noCode.body.message).toBe(TICKET_ACCESS_CODE_MESSAGE);
    await lookup(right, client()).expect(200);
  });

  it('when a ticket was opened before access codes, then number and email no longer read it', async () => {
    // As stored then: a guest's contact ticket with a chat-style key nobody was ever shown.
    const { ticketNumber } = (await create(contact(), client()).expect(201)).body as {
      ticketNumber: string;
    };
    await staff.db
      .collection('support_tickets')
      .updateOne(
        { number: Number(ticketNumber.slice(4)) },
        { $set: { accessKeyHash: createHash('sha256').update('x'.repeat(32)).digest('hex') } },
      );
    const res = await request(staff.url)
      .post('/api/support/tickets/lookup')
      .set(client())
      .send({ ticketNumber, email: 'alice@example.com', code: '0000-0000-0000' })
      .expect(404);
    expect(res.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);
  });

  it('when one address keeps guessing at a ticket, then it alone gets 429; the guest elsewhere and other tickets are not blocked', async () => {
    const { ticketNumber, accessKey } = (await create(contact(), client()).expect(201)).body as {
      ticketNumber: string;
      accessKey: string;
    };
    const second = (await create(contact(), client()).expect(201)).body as {
      ticketNumber: string;
      accessKey: string;
    };
    const guesser = client();
    const right = { ticketNumber, email: 'alice@example.com', code: accessKey };
    for (let i = 0; i < 3; i += 1) {
      await request(staff.url)
        .post('/api/support/tickets/lookup')
        .set(guesser)
        .send({ ...right, code: `ABCD-EFGH-JK${10 + i}` })
        .expect(404);
    }
    const res = await request(staff.url)
      .post('/api/support/tickets/lookup')
      .set(guesser)
      .send(right)
      .expect(429);
    expect(res.body).toMatchObject({ message: TOO_MANY_TICKET_LOOKUPS_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The guest, from their own address, reads their ticket (a per-number count used to lock
    // them out for ten minutes).
    await request(staff.url)
      .post('/api/support/tickets/lookup')
      .set(client())
      .send(right)
      .expect(200);
    // The guesser's address is not blocked for another ticket.
    await request(staff.url)
      .post('/api/support/tickets/lookup')
      .set(guesser)
      .send({
        ticketNumber: second.ticketNumber,
        email: 'alice@example.com',
        code: second.accessKey,
      })
      .expect(200);
  });

  it('when one address opens too many tickets, then the next is 429 with Retry-After and not stored', async () => {
    const from = client();
    for (let i = 0; i < 3; i += 1) await create(chat(), from).expect(201);
    const before = await staff.db.collection('support_tickets').countDocuments();
    const res = await create(chat(), from).expect(429);
    expect(res.body).toMatchObject({ message: TOO_MANY_TICKETS_MESSAGE });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await staff.db.collection('support_tickets').countDocuments()).toBe(before);
    await create(chat(), client()).expect(201);
  });

  it('when text holds markup, then it is stored and answered exactly as typed (text, never HTML)', async () => {
    const alice = staff.as('customer', ALICE);
    const message = '<script>alert("x")</script> & <b>bold</b> please help';
    const created = await create(contact({ message }), {
      ...client(),
      authorization: alice,
    }).expect(201);
    const res = await request(staff.url)
      .get(`/api/support/tickets/${created.body.ticketNumber}`)
      .set('authorization', alice)
      .expect('content-type', /application\/json/)
      .expect(200);
    expect(res.body.messages[0].message).toBe(message);
  });

  it.each([
    [contact({ message: 'short' }), 'Message must be at least 10 characters.'],
    [contact({ message: 'x'.repeat(5001) }), 'Message must be at most 5,000 characters.'],
    [contact({ email: 'nope' }), 'Please enter a valid email address.'],
    [contact({ topic: 'free-coffee' }), 'Please select a topic.'],
    [chat({ question: '' }), 'Please enter your question'],
    [chat({ userId: ALICE }), 'Unknown field: userId'],
    [{ ...chat(), source: 'email' }, expect.any(String)],
  ])(
    'when the body is bad (%#), then 400 with a readable message and nothing stored',
    async (body, message) => {
      const before = await staff.db.collection('support_tickets').countDocuments();
      const res = await create(body, client()).expect(400);
      expect(res.body).toMatchObject({ message });
      expect(await staff.db.collection('support_tickets').countDocuments()).toBe(before);
    },
  );

  describe('staff side', () => {
    it('when staff answer, then an open ticket becomes in progress, the customer reads "Brew Haven Support", and resolving sets closedAt', async () => {
      const alice = staff.as('customer', ALICE);
      const { ticketNumber } = (
        await create(contact(), { ...client(), authorization: alice }).expect(201)
      ).body as { ticketNumber: string };
      staff.upstream.users.set(
        EMMA,
        sampleUser({ id: EMMA, username: 'emma', fullName: 'Emma Stone', role: 'employee' }),
      );
      const employee = staff.as('employee', EMMA, 'emma');

      const answer = await request(staff.url)
        .post(`/api/employee/tickets/${ticketNumber}/messages`)
        .set('authorization', employee)
        .send({ message: 'It ships tomorrow.' })
        .expect(201);
      // Staff see who answered by their full name (it was the username, 'emma').
      expect(answer.body).toMatchObject({
        isStaff: true,
        authorName: 'Brew Haven Support',
        staffName: 'Emma Stone',
      });

      const seen = await request(staff.url)
        .get(`/api/employee/tickets/${ticketNumber}`)
        .set('authorization', employee)
        .expect(200);
      expect(staffTicketSchema.parse(seen.body)).toMatchObject({
        status: 'in-progress',
        closedAt: null,
      });

      const mine = await request(staff.url)
        .get(`/api/support/tickets/${ticketNumber}`)
        .set('authorization', alice)
        .expect(200);
      expect(mine.body.messages[1]).toEqual({
        id: expect.any(String),
        message: 'It ships tomorrow.',
        isStaff: true,
        authorName: 'Brew Haven Support',
        createdAt: expect.any(String),
      });
      const list = await request(staff.url).get('/api/support/tickets').set('authorization', alice);
      expect(
        list.body.find((t: { ticketNumber: string }) => t.ticketNumber === ticketNumber),
      ).toMatchObject({
        answered: true,
        messageCount: 2,
      });

      const resolved = await request(staff.url)
        .put(`/api/employee/tickets/${ticketNumber}/status`)
        .set('authorization', employee)
        .send({ status: 'resolved' })
        .expect(200);
      expect(resolved.body).toMatchObject({ status: 'resolved', closedAt: expect.any(String) });

      const refused = await request(staff.url)
        .post(`/api/employee/tickets/${ticketNumber}/messages`)
        .set('authorization', employee)
        .send({ message: 'One more thing' })
        .expect(409);
      expect(refused.body).toMatchObject({ message: TICKET_RESOLVED_MESSAGE });

      const audit = await staff.db
        .collection('audit_log')
        .find({ 'target.id': ticketNumber })
        .sort({ at: 1 })
        .toArray();
      expect(audit.map((a) => a.action)).toEqual(['ticket.reply', 'ticket.status']);
      expect(audit[1]).toMatchObject({
        actor: { name: 'Emma Stone', role: 'employee' },
        summary: 'in-progress -> resolved',
      });
    });

    it('when staff filter and search, then closed is a filter of its own, resolved lists no closed ticket, and q finds a number, name or email', async () => {
      const employee = staff.as('employee');
      const { ticketNumber } = (
        await create(contact({ name: 'Zed Unique', email: 'zed@example.com' }), client()).expect(
          201,
        )
      ).body as { ticketNumber: string };
      await request(staff.url)
        .put(`/api/employee/tickets/${ticketNumber}/status`)
        .set('authorization', employee)
        .send({ status: 'closed' })
        .expect(200);
      for (const q of [
        ticketNumber,
        `#${ticketNumber}`,
        ticketNumber.slice(4),
        'zed unique',
        'ZED@example',
      ]) {
        const res = await request(staff.url)
          .get('/api/employee/tickets')
          .query({ q, status: 'closed' })
          .set('authorization', employee)
          .expect(200);
        expect(res.body.items.map((t: { ticketNumber: string }) => t.ticketNumber)).toEqual([
          ticketNumber,
        ]);
      }
      // Resolved is resolved only: it used to list closed tickets too, as its counter counted them.
      const resolved = await request(staff.url)
        .get('/api/employee/tickets')
        .query({ q: 'zed', status: 'resolved' })
        .set('authorization', employee)
        .expect(200);
      expect(resolved.body).toMatchObject({ items: [], total: 0 });
      const open = await request(staff.url)
        .get('/api/employee/tickets')
        .query({ q: 'zed', status: 'open' })
        .set('authorization', employee)
        .expect(200);
      expect(open.body).toMatchObject({ items: [], total: 0, page: 1, pageSize: 20 });
      await request(staff.url)
        .get('/api/employee/tickets')
        .query({ status: 'lost' })
        .set('authorization', employee)
        .expect(400, /Unknown ticket filter/);
      await request(staff.url)
        .get('/api/employee/tickets/TKT-999999')
        .set('authorization', employee)
        .expect(404);
    });
  });

  describe('chat tickets', () => {
    const startChat = async (question = 'Do you ship to Canada?') => {
      const from = client();
      const { ticketNumber, accessKey } = (await create(chat({ question }), from).expect(201))
        .body as { ticketNumber: string; accessKey: string };
      return { ticketNumber, accessKey, from };
    };
    const endChat = (ticketNumber: string, body: unknown, headers: Record<string, string>) =>
      request(staff.url)
        .post(`/api/support/tickets/${ticketNumber}/end-chat`)
        .set(headers)
        .send(body as object);
    const staffTicket = async (ticketNumber: string) =>
      staffTicketSchema.parse(
        (
          await request(staff.url)
            .get(`/api/employee/tickets/${ticketNumber}`)
            .set('authorization', staff.as('employee'))
            .expect(200)
        ).body,
      );
    const counts = async () =>
      employeeOverviewSchema.parse(
        (
          await request(staff.url)
            .get('/api/employee/overview')
            .set('authorization', staff.as('employee'))
            .expect(200)
        ).body,
      ).tickets;

    it('when the visitor ends the chat without asking for a reply, then the ticket closes by itself and counts as closed, not resolved', async () => {
      const { ticketNumber, accessKey, from } = await startChat();
      const before = await counts();
      const res = await endChat(
        ticketNumber,
        { replyByEmail: false },
        { ...from, [TICKET_KEY_HEADER]: accessKey },
      ).expect(200);
      expect(z.strictObject(chatEndedSchema.shape).parse(res.body)).toEqual({
        ticketNumber,
        status: 'closed',
        replyRequested: false,
        chatEndedAt: expect.any(String),
      });
      expect(await staffTicket(ticketNumber)).toMatchObject({
        source: 'chat',
        status: 'closed',
        closedAt: res.body.chatEndedAt,
        chatEndedAt: res.body.chatEndedAt,
        replyRequested: false,
      });
      const after = await counts();
      expect(after.open).toBe(before.open - 1);
      expect(after.closed).toBe((before.closed ?? 0) + 1);
      // Nobody on the team resolved it (it used to count under Resolved).
      expect(after.resolved).toBe(before.resolved);
      // Ending again changes nothing.
      const again = await endChat(
        ticketNumber,
        { replyByEmail: false },
        { ...client(), [TICKET_KEY_HEADER]: accessKey },
      ).expect(200);
      expect(again.body).toEqual(res.body);
    });

    it('when the visitor asks for a reply by email, then the ticket stays open for the team, marked as asked', async () => {
      const { ticketNumber, accessKey, from } = await startChat('Can I change my grind?');
      const res = await endChat(
        ticketNumber,
        { replyByEmail: true },
        { ...from, [TICKET_KEY_HEADER]: accessKey },
      ).expect(200);
      expect(res.body).toMatchObject({ status: 'open', replyRequested: true });
      expect(await staffTicket(ticketNumber)).toMatchObject({
        status: 'open',
        closedAt: null,
        replyRequested: true,
        chatEndedAt: expect.any(String),
      });
    });

    it('when staff had already closed the chat and the visitor asks for a reply, then it opens again', async () => {
      const { ticketNumber, accessKey, from } = await startChat();
      await request(staff.url)
        .put(`/api/employee/tickets/${ticketNumber}/status`)
        .set('authorization', staff.as('employee'))
        .send({ status: 'resolved' })
        .expect(200);
      const res = await endChat(
        ticketNumber,
        { replyByEmail: true },
        { ...from, [TICKET_KEY_HEADER]: accessKey },
      ).expect(200);
      expect(res.body).toMatchObject({ status: 'open', replyRequested: true });
      expect((await staffTicket(ticketNumber)).closedAt).toBeNull();
    });

    it('when a signed-in owner ends their chat, then their session is proof enough', async () => {
      const alice = staff.as('customer', ALICE);
      const { ticketNumber } = (
        await create(chat(), { ...client(), authorization: alice }).expect(201)
      ).body as { ticketNumber: string };
      await endChat(
        ticketNumber,
        { replyByEmail: false },
        { ...client(), authorization: alice },
      ).expect(200);
    });

    it('when the code is wrong or missing, or someone else ends it, then 404 and nothing changes', async () => {
      const { ticketNumber } = await startChat();
      const attempts: Record<string, string>[] = [
        { [TICKET_KEY_HEADER]: 'ABCD-EFGH-JKMN' },
        {},
        { authorization: staff.as('customer', BOB) },
      ];
      for (const headers of attempts) {
        const res = await endChat(
          ticketNumber,
          { replyByEmail: false },
          { ...client(), ...headers },
        ).expect(404);
        expect(res.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);
      }
      expect(await staffTicket(ticketNumber)).toMatchObject({ status: 'open', chatEndedAt: null });
    });

    it.each([
      [{}, expect.stringMatching(/reply by email/)],
      [{ replyByEmail: 'no' }, expect.stringMatching(/reply by email/)],
      [{ replyByEmail: false, close: true }, 'Unknown field: close'],
    ])('when the body is %j, then 400 and nothing changes', async (body, message) => {
      const { ticketNumber, accessKey, from } = await startChat();
      const res = await endChat(ticketNumber, body, {
        ...from,
        [TICKET_KEY_HEADER]: accessKey,
      }).expect(400);
      expect(res.body.message).toEqual(message);
      expect(await staffTicket(ticketNumber)).toMatchObject({ status: 'open', chatEndedAt: null });
    });

    it('when the ticket came from the contact form, then it cannot be ended as a chat (409)', async () => {
      const from = client();
      const { ticketNumber, accessKey } = (await create(contact(), from).expect(201)).body as {
        ticketNumber: string;
        accessKey: string;
      };
      const res = await endChat(
        ticketNumber,
        { replyByEmail: false },
        { ...from, [TICKET_KEY_HEADER]: accessKey },
      ).expect(409);
      expect(res.body.message).toBe(NOT_A_CHAT_MESSAGE);
      expect(await staffTicket(ticketNumber)).toMatchObject({ status: 'open' });
    });

    it('when staff filter by source, then chat-born tickets are listed apart and marked', async () => {
      const chatTicket = await startChat('Unique chat question for the filter');
      const contactTicket = (
        await create(contact({ name: 'Unique Filter Contact' }), client()).expect(201)
      ).body as { ticketNumber: string };
      const list = async (source: string) =>
        staffTicketPageSchema.parse(
          (
            await request(staff.url)
              .get('/api/employee/tickets')
              .query({ source, pageSize: 100 })
              .set('authorization', staff.as('employee'))
              .expect(200)
          ).body,
        ).items;
      const chats = await list('chat');
      expect(chats.every((t) => t.source === 'chat')).toBe(true);
      expect(chats.map((t) => t.ticketNumber)).toContain(chatTicket.ticketNumber);
      const contacts = await list('contact');
      expect(contacts.every((t) => t.source === 'contact')).toBe(true);
      expect(contacts.map((t) => t.ticketNumber)).toContain(contactTicket.ticketNumber);
      expect(contacts.map((t) => t.ticketNumber)).not.toContain(chatTicket.ticketNumber);
      expect((await list('all')).length).toBe(chats.length + contacts.length);
      await request(staff.url)
        .get('/api/employee/tickets')
        .query({ source: 'email' })
        .set('authorization', staff.as('employee'))
        .expect(400, /Source must be all, contact or chat/);
    });

    it("when a staff answer was stored under the old signature, then the customer reads the shop's name", async () => {
      const alice = staff.as('customer', ALICE);
      const { ticketNumber } = (
        await create(contact(), { ...client(), authorization: alice }).expect(201)
      ).body as { ticketNumber: string };
      const ticket = await staff.db
        .collection('support_tickets')
        .findOne({ number: Number(ticketNumber.slice(4)) });
      await staff.db.collection('ticket_messages').insertOne({
        ticketId: ticket!._id,
        message: 'An answer from before the rename.',
        isStaff: true,
        authorName: 'Coffee Shop Support',
        staffName: 'emma',
        attachments: [],
        createdAt: new Date(),
      });
      const mine = await request(staff.url)
        .get(`/api/support/tickets/${ticketNumber}`)
        .set('authorization', alice)
        .expect(200);
      expect(mine.body.messages[1]).toMatchObject({ authorName: SUPPORT_AUTHOR_NAME });
      expect(SUPPORT_AUTHOR_NAME).toBe('Brew Haven Support');
    });
  });
});
