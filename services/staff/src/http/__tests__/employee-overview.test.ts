import { employeeOverviewSchema } from '@coffee/contracts';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { supportTicketModel } from '../../data/support-ticket-model';
import type { TicketStatus } from '../../domain/tickets';

describe('GET /api/employee/overview', () => {
  let staff: StartedStaff;

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  beforeEach(async () => {
    await staff.db.collection('support_tickets').deleteMany({});
  });

  const ticket = (status?: TicketStatus) => ({
    userId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    subject: 'Where is my order?',
    description: 'It has been a week.',
    ...(status ? { status } : {}),
  });

  it('when there are no tickets, then every count is 0', async () => {
    await request(staff.url)
      .get('/api/employee/overview')
      .set('authorization', staff.as('employee'))
      .expect(200, { tickets: { open: 0, inProgress: 0, resolved: 0, closed: 0 } });
  });

  it('when tickets exist, then they are counted by status from the database, closed apart from resolved', async () => {
    await supportTicketModel(staff.db).create([
      ticket(),
      ticket('open'),
      ticket('in-progress'),
      ticket('resolved'),
      ticket('resolved'),
      ticket('resolved'),
      ticket('closed'),
    ]);
    const res = await request(staff.url)
      .get('/api/employee/overview')
      .set('authorization', staff.as('employee'))
      .expect(200);
    // Closed has a count of its own (a chat the visitor ended is closed): Resolved used to count
    // both, so ended chats looked resolved by staff.
    expect(res.body).toEqual({ tickets: { open: 2, inProgress: 1, resolved: 3, closed: 1 } });
    expect(employeeOverviewSchema.safeParse(res.body).success).toBe(true);
  });

  it.each(['employee', 'manager', 'admin'] as const)(
    'when a %s asks, then the overview is answered',
    async (role) => {
      await request(staff.url)
        .get('/api/employee/overview')
        .set('authorization', staff.as(role))
        .expect(200);
    },
  );

  it('when a customer asks, then the answer is 403 Forbidden', async () => {
    const res = await request(staff.url)
      .get('/api/employee/overview')
      .set('authorization', staff.as('customer'))
      .expect(403);
    expect(res.body).toMatchObject({ message: 'Forbidden' });
  });

  it('when there is no token or a bad one, then the answer is 401', async () => {
    await request(staff.url).get('/api/employee/overview').expect(401);
    for (const kind of ['malformed', 'expired', 'wrongKey', 'tampered', 'unsigned'] as const) {
      await request(staff.url)
        .get('/api/employee/overview')
        .set('authorization', `Bearer ${staff.tokens[kind]({ role: 'employee' })}`)
        .expect(401);
    }
  });

  it('when the query carries unknown or operator parameters, then the answer is 400', async () => {
    const res = await request(staff.url)
      .get('/api/employee/overview?status[$ne]=open')
      .set('authorization', staff.as('employee'))
      .expect(400);
    expect(res.body.message).toMatch(/Unknown field/);
  });
});
