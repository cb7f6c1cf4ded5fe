import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';

describe('membership health', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership();
  });

  afterAll(async () => {
    await membership.stop();
  });

  it('when the service is up, then /healthz and /readyz answer 200', async () => {
    await request(membership.url).get('/healthz').expect(200, { status: 'ok' });
    await request(membership.url).get('/readyz').expect(200, { status: 'ready' });
  });

  it('when the service has stopped, then /readyz answers 503', async () => {
    await membership.service.stop();
    const res = await request(membership.service.app).get('/readyz').expect(503);
    expect(res.body).toMatchObject({ code: 'NOT_READY' });
  });
});
