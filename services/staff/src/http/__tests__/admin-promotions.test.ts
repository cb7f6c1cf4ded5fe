import { PROMOTION_FIELD_MESSAGES, promotionListSchema, promotionSchema } from '@coffee/contracts';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** The admin's promotions, over a stand-in cart-checkout (stand-ins.ts): checks, actor, audit. */
describe('the staff API: promotions', () => {
  let staff: StartedStaff;
  const admin = () => staff.as('admin', ADMIN_ID, 'olivia');
  const lastCall = () => staff.upstream.calls[staff.upstream.calls.length - 1]!;
  const audit = () => staff.db.collection('audit_log');
  const cartCalls = () => staff.upstream.calls.filter((c) => c.service === 'cart-checkout').length;

  beforeAll(async () => {
    staff = await startStaff();
  });
  afterAll(async () => {
    await staff.stop();
  });
  beforeEach(async () => {
    await audit().deleteMany({});
  });

  it('when the admin lists promotions, then cart-checkout answers them with their uses', async () => {
    const res = await request(staff.url)
      .get('/api/admin/promotions')
      .set('authorization', admin())
      .expect(200);
    expect(promotionListSchema.parse(res.body)[0]).toMatchObject({ code: 'FALL10', uses: 37 });
    expect(lastCall()).toMatchObject({
      service: 'cart-checkout',
      path: '/internal/staff/promotions',
    });
  });

  it('when the admin creates one, then the body goes on as typed with the admin as actor, and the audit log says what it takes off', async () => {
    const body = {
      name: 'Fall',
      code: 'fall10',
      kind: 'percent',
      percentOff: 10,
      minSubtotal: '25',
    };
    const res = await request(staff.url)
      .post('/api/admin/promotions')
      .set('authorization', admin())
      .send(body)
      .expect(201);
    expect(promotionSchema.parse(res.body)).toMatchObject({ name: 'Fall', code: 'FALL10' });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/internal/staff/promotions',
      body: { promotion: body, actor: { userId: ADMIN_ID, role: 'admin' } },
    });
    const [entry] = await audit().find().toArray();
    expect(entry).toMatchObject({
      action: 'promotion.create',
      target: { kind: 'promotion', id: 'r-1' },
      summary: '10% off, 100 uses, 1 per customer',
      actor: { userId: ADMIN_ID },
    });
  });

  it('when the input is bad, then it answers 400 with the field message and asks nobody', async () => {
    const before = cartCalls();
    const res = await request(staff.url)
      .post('/api/admin/promotions')
      .set('authorization', admin())
      .send({ name: 'No percent', kind: 'percent' })
      .expect(400);
    expect(res.text).toContain(PROMOTION_FIELD_MESSAGES.percent);
    expect(cartCalls()).toBe(before);
    expect(await audit().countDocuments()).toBe(0);
  });

  it('when the admin pauses one, then the audit log keeps the pause and its uses then', async () => {
    await request(staff.url)
      .put('/api/admin/promotions/r-1/status')
      .set('authorization', admin())
      .send({ paused: true })
      .expect(200);
    const [entry] = await audit().find().toArray();
    expect(entry).toMatchObject({ action: 'promotion.pause', summary: 'paused at 37 uses' });
  });
});
