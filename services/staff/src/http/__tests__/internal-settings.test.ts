import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

describe('GET /internal/settings/timezone', () => {
  let staff: StartedStaff;
  const settings = () => staff.db.collection('store_settings');

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  beforeEach(async () => {
    await settings().deleteMany({});
  });

  it('when nothing is stored, then the catalog learns the spec default zone', async () => {
    await request(staff.url)
      .get('/internal/settings/timezone')
      .set('x-internal-token', staff.service.ctx.config.internalToken)
      .expect(200, { timezone: 'America/New_York' });
  });

  it('when an admin set a zone, then the other services learn that one', async () => {
    await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .send({ timezone: 'Europe/Berlin' })
      .expect(200);
    await request(staff.url)
      .get('/internal/settings/timezone')
      .set('x-internal-token', staff.service.ctx.config.internalToken)
      .expect(200, { timezone: 'Europe/Berlin' });
  });

  it('when the caller has no internal token, then it is refused and learns nothing', async () => {
    const res = await request(staff.url).get('/internal/settings/timezone').expect(401);
    expect(res.body).not.toHaveProperty('timezone');
  });
});
