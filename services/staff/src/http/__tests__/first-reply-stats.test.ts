import { adminDashboardWithSupportSchema, firstReplyStatsLine } from '@coffee/contracts';
import { fixedClock } from '@coffee/service-defaults';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaa05';
const MEMBER = 'dddddddddddddddddddddd01';
// Tue Dec 1 2026, 9:00 in New York: the window is the 30 days before.
const NOW = '2026-12-01T14:00:00.000Z';

let number = 980000;
/** A ticket as the service stores it (tier and firstRepliedAt left out: one from before them). */
async function storedTicket(
  staff: StartedStaff,
  fields: { tier?: string; createdAt: string; firstRepliedAt?: string; staffAnswers?: string[] },
) {
  const { insertedId } = await staff.db.collection('support_tickets').insertOne({
    number: (number += 1),
    subject: 'A question',
    description: 'A question',
    status: 'in-progress',
    priority: 'medium',
    source: 'contact',
    name: 'Pat',
    email: 'pat@example.com',
    ...(fields.tier ? { tier: fields.tier } : {}),
    createdAt: new Date(fields.createdAt),
    updatedAt: new Date(fields.createdAt),
    ...(fields.firstRepliedAt ? { firstRepliedAt: new Date(fields.firstRepliedAt) } : {}),
  });
  for (const at of fields.staffAnswers ?? []) {
    await staff.db.collection('ticket_messages').insertOne({
      ticketId: insertedId,
      message: 'An answer',
      isStaff: true,
      createdAt: new Date(at),
    });
  }
}

describe('the admin dashboard: median first reply by tier', () => {
  let staff: StartedStaff;
  const dashboard = async () =>
    adminDashboardWithSupportSchema.parse(
      (
        await request(staff.url)
          .get('/api/admin/dashboard')
          .set('authorization', staff.as('admin', ADMIN))
          .expect(200)
      ).body,
    );

  beforeAll(async () => {
    staff = await startStaff({}, { clock: fixedClock(NOW) });
  });
  afterAll(async () => {
    await staff.stop();
  });

  it('when no ticket has a first reply yet, then both tiers say so', async () => {
    await storedTicket(staff, { tier: 'direct-plus', createdAt: '2026-11-30T15:00:00.000Z' });
    const { supportReplies } = await dashboard();
    expect(supportReplies).toEqual({
      since: '2026-11-01T14:00:00.000Z',
      days: 30,
      byTier: {
        'direct-plus': { tickets: 0, medianMinutes: null },
        standard: { tickets: 0, medianMinutes: null },
      },
    });
    expect(firstReplyStatsLine(supportReplies!)).toBe('Median first reply: No replies yet');
  });

  it('when tickets were first answered in the last 30 days, then each tier has its median in business time and its count', async () => {
    // Direct+: 130, 60 and 380 business minutes (the last over a weekend): median 130.
    await storedTicket(staff, {
      tier: 'direct-plus',
      createdAt: '2026-11-30T15:00:00.000Z', // Mon 10:00
      firstRepliedAt: '2026-11-30T17:10:00.000Z', // Mon 12:10
    });
    await storedTicket(staff, {
      tier: 'direct-plus',
      createdAt: '2026-11-30T14:00:00.000Z',
      firstRepliedAt: '2026-11-30T15:00:00.000Z',
    });
    await storedTicket(staff, {
      tier: 'direct-plus',
      createdAt: '2026-11-27T19:00:00.000Z', // Fri 14:00: 6 h on Friday
      firstRepliedAt: '2026-11-30T14:20:00.000Z', // Mon 9:20
    });
    // Standard: 500 and 590, and one from before first replies were kept (545, read from its
    // thread's first answer): median 545.
    await storedTicket(staff, {
      tier: 'standard',
      createdAt: '2026-11-25T14:00:00.000Z', // Wed 9:00
      firstRepliedAt: '2026-11-25T22:20:00.000Z', // Wed 17:20
    });
    await storedTicket(staff, {
      tier: 'standard',
      createdAt: '2026-11-25T14:00:00.000Z',
      firstRepliedAt: '2026-11-25T23:50:00.000Z', // Wed 18:50
    });
    await storedTicket(staff, {
      createdAt: '2026-11-23T14:00:00.000Z', // Mon 9:00
      staffAnswers: ['2026-11-23T23:05:00.000Z', '2026-11-25T15:00:00.000Z'], // Mon 18:05
    });
    // Outside the window: first answered 42 days ago (kept, and from the thread, answered again
    // since), or not answered at all.
    await storedTicket(staff, {
      tier: 'direct-plus',
      createdAt: '2026-10-19T14:00:00.000Z',
      firstRepliedAt: '2026-10-20T14:00:00.000Z',
    });
    await storedTicket(staff, {
      createdAt: '2026-10-19T14:00:00.000Z',
      staffAnswers: ['2026-10-20T14:00:00.000Z', '2026-11-20T14:00:00.000Z'],
    });

    const { supportReplies } = await dashboard();
    expect(supportReplies?.byTier).toEqual({
      'direct-plus': { tickets: 3, medianMinutes: 130 },
      standard: { tickets: 3, medianMinutes: 545 },
    });
    expect(firstReplyStatsLine(supportReplies!)).toBe(
      'Median first reply: Direct+ 2 h 10 min (3 tickets) · Standard 9 h 5 min (3 tickets)',
    );
  });

  it('when staff answer a member’s new ticket, then it counts for Direct+ at once', async () => {
    staff.account.addUser({
      id: MEMBER,
      isDirectPlus: true,
      directPlusExpiry: '2027-12-01T00:00:00.000Z',
    });
    const created = await request(staff.url)
      .post('/api/support/tickets')
      .set(staff.from('192.0.2.10'))
      .set('authorization', staff.as('customer', MEMBER))
      .send({
        source: 'contact',
        name: 'Mia Member',
        email: 'mia@example.com',
        topic: 'direct-plus',
        message: 'How do I pause my membership?',
      })
      .expect(201);
    await request(staff.url)
      .post(`/api/employee/tickets/${created.body.ticketNumber}/messages`)
      .set('authorization', staff.as('employee'))
      .send({ message: 'From your account page.' })
      .expect(201);
    const { supportReplies } = await dashboard();
    // Answered within the same minute: 0, 60, 130 and 380 minutes, a median of 95.
    expect(supportReplies?.byTier['direct-plus']).toEqual({ tickets: 4, medianMinutes: 95 });
    expect(supportReplies?.byTier.standard.tickets).toBe(3);
  });

  it('when someone without the dashboard permission asks, then 403 before any figure', async () => {
    await request(staff.url)
      .get('/api/admin/dashboard')
      .set('authorization', staff.as('employee'))
      .expect(403);
  });
});
