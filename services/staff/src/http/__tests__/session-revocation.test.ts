import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

/** A signed-out token called straight to the staff service (not through the gateway). */
describe('staff routes and revoked sessions', () => {
  let staff: StartedStaff;
  const bearer = (role: 'employee' | 'admin', sid: string) =>
    `Bearer ${staff.tokens.valid({ role, sid })}`;
  const routes: Array<[string, 'employee' | 'admin']> = [
    ['/api/admin/settings', 'admin'],
    ['/api/employee/overview', 'employee'],
  ];

  beforeAll(async () => {
    staff = await startStaff();
  });
  afterAll(async () => {
    await staff.stop();
  });

  it.each(routes)('when the session of %s is active, then it answers 200', async (path, role) => {
    const sid = randomBytes(12).toString('hex');
    await request(staff.url).get(path).set('authorization', bearer(role, sid)).expect(200);
  });

  it.each(routes)(
    'when the session of a %s caller was signed out, then its still-valid token gets 401',
    async (path, role) => {
      const sid = randomBytes(12).toString('hex');
      staff.account.revokeSession(sid);
      const res = await request(staff.url).get(path).set('authorization', bearer(role, sid));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Not authenticated' });
    },
  );
});

describe('support routes and revoked sessions', () => {
  let staff: StartedStaff;
  beforeAll(async () => {
    staff = await startStaff();
  });
  afterAll(async () => {
    await staff.stop();
  });

  it("when a customer's session was signed out, then their own tickets and writing as the owner answer 401", async () => {
    const sid = randomBytes(12).toString('hex');
    const userId = 'ffffffffffffffffffffffff';
    const bearer = `Bearer ${staff.tokens.valid({ role: 'customer', sid, sub: userId })}`;
    staff.account.revokeSession(sid);
    await request(staff.url).get('/api/support/tickets').set('authorization', bearer).expect(401);
    await request(staff.url)
      .post('/api/support/tickets/TKT-1001/messages')
      .set('authorization', bearer)
      .send({ message: 'hello' })
      .expect(401);
  });
});
