import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

describe('staff health', () => {
  let staff: StartedStaff;

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  it('when the service is up, then /healthz and /readyz answer 200', async () => {
    await request(staff.url).get('/healthz').expect(200, { status: 'ok' });
    await request(staff.url).get('/readyz').expect(200, { status: 'ready' });
  });

  it('when the service has stopped, then /readyz answers 503', async () => {
    await staff.service.stop();
    const res = await request(staff.service.app).get('/readyz').expect(503);
    expect(res.body).toMatchObject({ code: 'NOT_READY' });
  });
});
