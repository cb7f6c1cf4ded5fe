import { TOO_MANY_TICKETS_MESSAGE, TOO_MANY_TICKETS_PER_SENDER_MESSAGE } from '@coffee/contracts';
import { testServiceEnv } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { loadStaffConfig } from '../../config';

/**
 * How many new tickets may be opened, with the service's own defaults (no limit overridden):
 * generous per client address, which many guests may share (an office, a campus, a carrier's
 * NAT), and tight per sender (an email, an account), so one identity cannot flood the queue.
 */
describe('/api/support/tickets caps (the defaults)', () => {
  let staff: StartedStaff;
  let address = 0;
  let sender = 0;
  const newAddress = () => staff.from(`198.51.100.${(address += 1)}`);
  const newEmail = () => `guest.${(sender += 1)}@example.com`;
  const chat = (email: string, headers: Record<string, string>) =>
    request(staff.url)
      .post('/api/support/tickets')
      .set(headers)
      .send({ source: 'chat', name: 'Guest', email, question: 'Do you roast on Sundays?' });
  const stored = () => staff.db.collection('support_tickets').countDocuments();

  beforeAll(async () => {
    staff = await startStaff();
  });
  afterAll(async () => {
    await staff.stop();
  });

  it('when the environment sets no caps, then 20 tickets per address and 5 per sender are allowed', () => {
    const { support } = loadStaffConfig(testServiceEnv(staff.tokens.keys, 'staff'));
    expect(support).toMatchObject({ ticketsPerAddress: 20, ticketsPerSender: 5 });
  });

  it('when twelve guests behind one shared address each ask a question, then every chat opens a ticket', async () => {
    const office = newAddress();
    // The sixth used to get "Too many messages from this address" (a cap of 5 per address).
    for (let i = 0; i < 12; i += 1) await chat(newEmail(), office).expect(201);
  });

  it('when one email opens a sixth ticket, from any address, then it is 429 in words about the sender and not stored; others at those addresses go on', async () => {
    const email = newEmail();
    const addresses = Array.from({ length: 6 }, newAddress);
    for (const from of addresses.slice(0, 5)) await chat(email, from).expect(201);
    const before = await stored();
    const res = await chat(email.toUpperCase(), addresses[5]!).expect(429);
    expect(res.body).toMatchObject({
      message: TOO_MANY_TICKETS_PER_SENDER_MESSAGE,
      code: 'TOO_MANY_TICKETS_FROM_SENDER',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    await chat(newEmail(), addresses[5]!).expect(201);
  });

  it('when a signed-in customer types a new email each time, then their account is the sender: the sixth is 429', async () => {
    const customer = staff.as('customer', 'dddddddddddddddddddddddd');
    for (let i = 0; i < 5; i += 1) {
      await chat(newEmail(), { ...newAddress(), authorization: customer }).expect(201);
    }
    const res = await chat(newEmail(), { ...newAddress(), authorization: customer }).expect(429);
    expect(res.body.message).toBe(TOO_MANY_TICKETS_PER_SENDER_MESSAGE);
  });

  it("when one sender is refused, then the shared address's budget is not used up; past 20 the address is refused, and that sender's attempt is given back", async () => {
    const office = newAddress();
    const busy = newEmail();
    for (let i = 0; i < 5; i += 1) await chat(busy, office).expect(201);
    for (let i = 0; i < 3; i += 1) await chat(busy, office).expect(429);
    // 15 more guests fill the address's 20: the three refusals above took none of it.
    for (let i = 0; i < 15; i += 1) await chat(newEmail(), office).expect(201);
    const late = newEmail();
    const res = await chat(late, office).expect(429);
    expect(res.body).toMatchObject({ message: TOO_MANY_TICKETS_MESSAGE, code: 'TOO_MANY_TICKETS' });
    // The refusal at the address did not count for the late guest: five tickets elsewhere.
    for (let i = 0; i < 5; i += 1) await chat(late, newAddress()).expect(201);
  });
});
