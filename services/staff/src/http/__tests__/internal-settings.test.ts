import { shopCalendarSchema } from '@coffee/contracts';
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

describe('GET /internal/settings/calendar', () => {
  let staff: StartedStaff;
  const settings = () => staff.db.collection('store_settings');
  const calendar = () =>
    request(staff.url)
      .get('/internal/settings/calendar')
      .set('x-internal-token', staff.service.ctx.config.internalToken);

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  beforeEach(async () => {
    await settings().deleteMany({});
  });

  it('when nothing is stored, then the other services learn the default zone and no holidays', async () => {
    const res = await calendar().expect(200, { timezone: 'America/New_York', holidays: [] });
    expect(shopCalendarSchema.safeParse(res.body).success).toBe(true);
  });

  it('when an admin set the zone and holidays, then the other services learn them in date order', async () => {
    await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .send({ timezone: 'europe/berlin', holidays: ['2026-12-25', '2026-10-03', '2026-12-24'] })
      .expect(200);
    await calendar().expect(200, {
      timezone: 'Europe/Berlin',
      holidays: ['2026-10-03', '2026-12-24', '2026-12-25'],
    });
  });

  it('when the settings were saved before holidays existed, then the calendar has none', async () => {
    await settings().insertOne({ key: 'store', timezone: 'Europe/Paris', updatedAt: new Date() });
    await calendar().expect(200, { timezone: 'Europe/Paris', holidays: [] });
  });

  it('when the caller has no internal token (401) or a wrong one (403), then it is refused as the timezone route refuses and learns nothing', async () => {
    for (const path of ['/internal/settings/timezone', '/internal/settings/calendar']) {
      const none = await request(staff.url).get(path).expect(401);
      expect(none.body).not.toHaveProperty('timezone');
      expect(none.body).not.toHaveProperty('holidays');
      const wrong = await request(staff.url)
        .get(path)
        .set('x-internal-token', 'not-the-token')
        .expect(403);
      expect(wrong.body).not.toHaveProperty('holidays');
    }
  });

  it('when an admin session calls it, then it is refused: the calendar is for the services', async () => {
    await request(staff.url)
      .get('/internal/settings/calendar')
      .set('authorization', staff.as('admin'))
      .expect(401);
  });
});
