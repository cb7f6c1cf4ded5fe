import {
  CURRENCY_READ_ONLY_MESSAGE,
  DIRECT_PLUS_CURRENCY,
  DIRECT_PLUS_PRICE_CENTS,
  DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE,
  formatCents,
  HOLIDAY_DAY_MESSAGE,
  HOLIDAY_DUPLICATE_MESSAGE,
  MAX_HOLIDAYS_MESSAGE,
  storeSettingsSchema,
} from '@coffee/contracts';
import { invalidTokenKinds } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { z } from 'zod';

// The prices members are charged (the membership service's table), not the spec's old 99.99.
const defaults = {
  directPlusMonthlyPrice: '9.99',
  directPlusAnnualPrice: '99.00',
  currency: 'USD',
  timezone: 'America/New_York',
  holidays: [],
  updatedAt: null,
};

/** `n` distinct real days from 2026-01-01 on. */
const days = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  );

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

  it('when nothing is stored, then GET answers the price table and the spec default zone', async () => {
    await get().expect(200, defaults);
  });

  it("when the settings show the Direct+ prices, then they are the membership service's price table, whatever an older save stored", async () => {
    expect(defaults).toMatchObject({
      directPlusMonthlyPrice: formatCents(DIRECT_PLUS_PRICE_CENTS.monthly),
      directPlusAnnualPrice: formatCents(DIRECT_PLUS_PRICE_CENTS.annual),
      currency: DIRECT_PLUS_CURRENCY.toUpperCase(),
    });
    // A document saved when the prices were (uselessly) editable.
    await settings().insertOne({
      key: 'store',
      directPlusMonthlyPriceCents: 1049,
      directPlusAnnualPriceCents: 12000,
      currency: 'EUR',
      timezone: 'Europe/Paris',
      createdAt: new Date(),
      updatedAt: new Date('2025-01-02T03:04:05Z'),
    });
    await get().expect(200, {
      ...defaults,
      timezone: 'Europe/Paris',
      updatedAt: '2025-01-02T03:04:05.000Z',
    });
    const saved = await put({ timezone: 'Asia/Tokyo' }).expect(200);
    expect(saved.body).toMatchObject({
      ...defaults,
      timezone: 'Asia/Tokyo',
      updatedAt: expect.any(String),
    });
  });

  it.each([
    [{ directPlusMonthlyPrice: '10.49' }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [{ directPlusAnnualPrice: 120 }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    // Even the price already charged: this is not where it is set.
    [{ directPlusAnnualPrice: '99.00' }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [{ currency: 'EUR' }, CURRENCY_READ_ONLY_MESSAGE],
    [{ currency: 'EUR', timezone: 'Europe/Paris' }, CURRENCY_READ_ONLY_MESSAGE],
  ])(
    'when the body is %j, then 400 says where the prices come from and nothing is stored',
    async (body, message) => {
      const res = await put(body).expect(400);
      expect(res.body).toMatchObject({ message });
      expect(await settings().countDocuments()).toBe(0);
      await get().expect(200, defaults);
    },
  );

  it("when GET and PUT answer, then the answers fit the contracts' storeSettingsSchema", async () => {
    expect(storeSettingsSchema.safeParse((await get().expect(200)).body).success).toBe(true);
    const saved = await put({ timezone: 'Europe/Paris' }).expect(200);
    expect(z.strictObject(storeSettingsSchema.shape).safeParse(saved.body).success).toBe(true);
  });

  it('when an admin saves the time zone, then it is stored in its canonical spelling and GET shows it', async () => {
    const res = await put({ timezone: 'america/chicago' }).expect(200);
    expect(res.body).toEqual({
      ...defaults,
      timezone: 'America/Chicago',
      updatedAt: expect.any(String),
    });
    await get().expect(200, res.body);
    await put({ timezone: 'Europe/Paris' }).expect(200);
    expect(await settings().findOne({})).toMatchObject({ timezone: 'Europe/Paris' });
    expect(await settings().countDocuments()).toBe(1);
  });

  it('when the admin saves, then the admin is recorded as the last editor', async () => {
    await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin', 'aaaaaaaaaaaaaaaaaaaaaaaa'))
      .send({ timezone: 'Europe/Paris' })
      .expect(200);
    expect(await settings().findOne({})).toMatchObject({
      updatedBy: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      timezone: 'Europe/Paris',
    });
  });

  it.each([
    [{}, 'No settings to update'],
    [{ timezone: 'Mars/Olympus' }, 'Timezone must be an IANA time zone such as America/New_York'],
    [{ timezone: { $gt: '' } }, 'Timezone must be an IANA time zone such as America/New_York'],
    [{ timezone: '' }, 'Timezone must be an IANA time zone such as America/New_York'],
    [{ storeName: 'Free Coffee' }, 'Unknown field: storeName'],
    [{ timezone: 'Europe/Paris', updatedBy: 'me' }, 'Unknown field: updatedBy'],
    [[{ timezone: 'Europe/Paris' }], expect.stringMatching(/object/)],
  ])(
    'when the body is %j, then the answer is 400 with a readable message and nothing changes',
    async (body, message) => {
      await put({ timezone: 'Europe/London' }).expect(200);
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
      .send('{"timezone": "Europe/Paris"')
      .expect(400);
    expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });

    const text = await request(staff.url)
      .put('/api/admin/settings')
      .set('authorization', staff.as('admin'))
      .set('content-type', 'text/plain')
      .send('timezone=Europe/Paris')
      .expect(415);
    expect(text.body).toMatchObject({ message: 'Content-Type must be application/json' });
    expect(await settings().countDocuments()).toBe(0);
  });

  it('when there is no token, then GET and PUT answer 401 and nothing is stored', async () => {
    await request(staff.url)
      .get('/api/admin/settings')
      .expect(401, /Not authenticated/);
    await request(staff.url)
      .put('/api/admin/settings')
      .send({ timezone: 'Europe/Paris' })
      .expect(401);
    expect(await settings().countDocuments()).toBe(0);
  });

  it.each(invalidTokenKinds)(
    'when the token is %s (even claiming admin), then the answer is 401',
    async (kind) => {
      await request(staff.url)
        .put('/api/admin/settings')
        .set('authorization', `Bearer ${staff.tokens[kind]({ role: 'admin' })}`)
        .send({ timezone: 'Europe/Paris' })
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
        .send({ timezone: 'Europe/Paris' })
        .expect(403);
      expect(await settings().countDocuments()).toBe(0);
    },
  );
  describe('holidays', () => {
    it('when an admin saves holidays out of order, then they are stored and answered in date order and audited', async () => {
      const res = await put({ holidays: ['2026-12-25', '2026-01-01', '2026-07-03'] }).expect(200);
      expect(res.body).toEqual({
        ...defaults,
        holidays: ['2026-01-01', '2026-07-03', '2026-12-25'],
        updatedAt: expect.any(String),
      });
      await get().expect(200, res.body);
      expect(await settings().findOne({})).toMatchObject({
        timezone: 'America/New_York',
        holidays: ['2026-01-01', '2026-07-03', '2026-12-25'],
      });
      const audit = await request(staff.url)
        .get('/api/admin/audit?q=settings.')
        .set('authorization', staff.as('admin'))
        .expect(200);
      expect(audit.body.items[0]).toMatchObject({
        action: 'settings.update',
        summary: 'holidays = 2026-01-01, 2026-07-03, 2026-12-25',
      });
    });

    it('when a PUT leaves the holidays out, then the stored ones are kept; an empty list clears them', async () => {
      await put({ timezone: 'Europe/Paris', holidays: ['2026-05-01', '2026-01-01'] }).expect(200);
      const zoneOnly = await put({ timezone: 'Europe/Berlin' }).expect(200);
      expect(zoneOnly.body).toMatchObject({
        timezone: 'Europe/Berlin',
        holidays: ['2026-01-01', '2026-05-01'],
      });
      const cleared = await put({ holidays: [] }).expect(200);
      expect(cleared.body).toMatchObject({ timezone: 'Europe/Berlin', holidays: [] });
      await get().expect(200, cleared.body);
    });

    it('when the settings were saved before holidays existed, then they read as none and a save of the zone keeps it so', async () => {
      await settings().insertOne({
        key: 'store',
        timezone: 'Europe/Paris',
        createdAt: new Date(),
        updatedAt: new Date('2025-01-02T03:04:05Z'),
      });
      await get().expect(200, {
        ...defaults,
        timezone: 'Europe/Paris',
        updatedAt: '2025-01-02T03:04:05.000Z',
      });
      const saved = await put({ timezone: 'Asia/Tokyo' }).expect(200);
      expect(saved.body).toMatchObject({ timezone: 'Asia/Tokyo', holidays: [] });
    });

    it.each([
      ['a day that does not exist', ['2026-02-30'], HOLIDAY_DAY_MESSAGE],
      ['a day written otherwise', ['12/25/2026'], HOLIDAY_DAY_MESSAGE],
      ['a day with a time', ['2026-12-25T00:00:00Z'], HOLIDAY_DAY_MESSAGE],
      ['an empty day', [''], HOLIDAY_DAY_MESSAGE],
      ['a number', [20261225], HOLIDAY_DAY_MESSAGE],
      ['an operator object', [{ $gt: '' }], HOLIDAY_DAY_MESSAGE],
      ['not a list', '2026-12-25', HOLIDAY_DAY_MESSAGE],
      ['a day listed twice', ['2026-12-25', '2026-01-01', '2026-12-25'], HOLIDAY_DUPLICATE_MESSAGE],
      ['61 days', days(61), MAX_HOLIDAYS_MESSAGE],
    ])(
      'when the holidays hold %s, then 400 says so on the field and nothing changes',
      async (_case, holidays, message) => {
        await put({ timezone: 'Europe/London', holidays: ['2026-04-03'] }).expect(200);
        const before = await settings().findOne({});

        const res = await put({ timezone: 'Europe/Paris', holidays }).expect(400);
        expect(res.body).toMatchObject({ message });
        expect(res.body.issues).toContainEqual({
          path: expect.stringMatching(/^holidays(\.\d+)?$/),
          message,
        });
        expect(await settings().findOne({})).toEqual(before);
      },
    );

    it('when exactly 60 holidays are saved, then all are kept', async () => {
      const res = await put({ holidays: days(60).reverse() }).expect(200);
      expect(res.body.holidays).toEqual(days(60));
    });
  });
});
