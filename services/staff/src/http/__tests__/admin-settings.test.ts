import { storeSettingsSchema } from '@coffee/contracts';
import { invalidTokenKinds } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { z } from 'zod';

const defaults = {
  directPlusMonthlyPrice: '9.99',
  directPlusAnnualPrice: '99.99',
  currency: 'USD',
  timezone: 'America/New_York',
  updatedAt: null,
};

describe('/api/admin/settings', () => {
  let staff: StartedStaff;
  const settings = () => staff.db.collection('store_settings');
  const get = () =>
    request(staff.url).get('/api/admin/settings').set('authorization', staff.as('admin'));
  const put = (body: unknown) =>
    request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .send(body as object);

  beforeAll(async () => {
    staff = await startStaff();
  });

  afterAll(async () => {
    await staff.stop();
  });

  beforeEach(async () => {
    await settings().deleteMany({});
  });

  it('when nothing is stored, then GET answers the spec defaults', async () => {
    await get().expect(200, defaults);
  });

  it("when GET and PUT answer, then the answers fit the contracts' storeSettingsSchema", async () => {
    expect(storeSettingsSchema.safeParse((await get().expect(200)).body).success).toBe(true);
    const saved = await put({ currency: 'EUR' }).expect(200);
    expect(z.strictObject(storeSettingsSchema.shape).safeParse(saved.body).success).toBe(true);
  });

  it('when an admin saves one field, then only it changes, the rest keep their values, and GET shows the result', async () => {
    const res = await put({ directPlusMonthlyPrice: '10.49' }).expect(200);
    expect(res.body).toEqual({
      ...defaults,
      directPlusMonthlyPrice: '10.49',
      updatedAt: expect.any(String),
    });
    await get().expect(200, res.body);

    const second = await put({
      timezone: 'america/chicago',
      currency: 'usd',
      directPlusAnnualPrice: 120,
    }).expect(200);
    expect(second.body).toMatchObject({
      directPlusMonthlyPrice: '10.49',
      directPlusAnnualPrice: '120.00',
      currency: 'USD',
      timezone: 'America/Chicago',
    });
    // Exact money in the database: integer cents.
    expect(await settings().findOne({})).toMatchObject({
      directPlusMonthlyPriceCents: 1049,
      directPlusAnnualPriceCents: 12000,
    });
    expect(await settings().countDocuments()).toBe(1);
  });

  it('when the admin saves, then the admin is recorded as the last editor', async () => {
    await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin', 'aaaaaaaaaaaaaaaaaaaaaaaa'))
      .send({ currency: 'EUR' })
      .expect(200);
    expect(await settings().findOne({})).toMatchObject({
      updatedBy: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      currency: 'EUR',
    });
  });

  it.each([
    [{}, 'No settings to update'],
    [{ currency: 'XYZ' }, 'Currency must be an ISO 4217 code such as USD'],
    [{ timezone: 'Mars/Olympus' }, 'Timezone must be an IANA time zone such as America/New_York'],
    [
      { directPlusMonthlyPrice: '9.999' },
      'Must be an amount with at most 2 decimals, such as 12.99',
    ],
    [{ directPlusMonthlyPrice: '-1' }, 'Must be an amount with at most 2 decimals, such as 12.99'],
    [{ directPlusAnnualPrice: 0 }, 'Annual price must be greater than 0'],
    // The contracts' settings rules (shared with the admin form) word any bad currency alike.
    [{ currency: { $gt: '' } }, 'Currency must be an ISO 4217 code such as USD'],
    [{ directPlusMonthlyPrice: { $gt: 0 } }, 'Must be an amount such as 12.99'],
    [{ storeName: 'Free Coffee' }, 'Unknown field: storeName'],
    [{ currency: 'EUR', updatedBy: 'me' }, 'Unknown field: updatedBy'],
    [[{ currency: 'EUR' }], expect.stringMatching(/object/)],
  ])(
    'when the body is %j, then the answer is 400 with a readable message and nothing changes',
    async (body, message) => {
      await put({ currency: 'GBP' }).expect(200);
      const before = await settings().findOne({});

      const res = await put(body).expect(400);
      expect(res.body).toMatchObject({ message });
      expect(await settings().findOne({})).toEqual(before);
    },
  );

  it('when the body is malformed JSON or not JSON, then the answer is 4xx JSON and nothing is stored', async () => {
    const malformed = await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .set('content-type', 'application/json')
      .send('{"currency": "EUR"')
      .expect(400);
    expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });

    const text = await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .set('content-type', 'text/plain')
      .send('currency=EUR')
      .expect(415);
    expect(text.body).toMatchObject({ message: 'Content-Type must be application/json' });
    expect(await settings().countDocuments()).toBe(0);
  });

  it('when there is no token, then GET and PUT answer 401 and nothing is stored', async () => {
    await request(staff.url)
      .get('/api/admin/settings')
      .expect(401, /Not authenticated/);
    await request(staff.url).put('/api/admin/settings').send({ currency: 'EUR' }).expect(401);
    expect(await settings().countDocuments()).toBe(0);
  });

  it.each(invalidTokenKinds)(
    'when the token is %s (even claiming admin), then the answer is 401',
    async (kind) => {
      await request(staff.url)
        .put('/api/admin/settings')
        .set('authorization', `Bearer ${staff.tokens[kind]({ role: 'admin' })}`)
        .send({ currency: 'EUR' })
        .expect(401);
      expect(await settings().countDocuments()).toBe(0);
    },
  );

  it.each(['customer', 'employee', 'manager'] as const)(
    'when a %s calls, then GET and PUT answer 403 Forbidden and nothing is stored',
    async (role) => {
      await request(staff.url)
        .get('/api/admin/settings')
        .set('authorization', staff.as(role))
        .expect(403, /Forbidden/);
      await request(staff.url)
        .put('/api/admin/settings')
        .set('authorization', staff.as(role))
        .send({ currency: 'EUR' })
        .expect(403);
      expect(await settings().countDocuments()).toBe(0);
    },
  );
});
