import { storeListSchema } from '@coffee/contracts';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { demoStores } from '../../data/seed/demo-stores';
import { seedStores } from '../../data/store-repository';

describe('GET /api/stores', () => {
  let catalog: StartedCatalog;
  const search = async (q?: string) => {
    const res = await request(catalog.url)
      .get('/api/stores')
      .query(q === undefined ? {} : { q })
      .expect(200);
    return storeListSchema.parse(res.body);
  };

  beforeAll(async () => {
    catalog = await startCatalog();
    expect(await seedStores(catalog.db)).toBe(demoStores.length);
    // Idempotent.
    expect(await seedStores(catalog.db)).toBe(0);
  });
  afterAll(async () => {
    await catalog.stop();
  });

  it('when q is empty, then every active store, by state then city, with hours as data', async () => {
    const stores = await search();
    expect(stores).toHaveLength(demoStores.length);
    expect(stores[0]).toMatchObject({ state: 'AZ', city: 'Phoenix' });
    const pike = stores.find((s) => s.name === 'Pike Street Roastery')!;
    expect(pike).toMatchObject({
      address: '1520 Pike Place',
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
      country: 'United States',
      phone: '(206) 555-0142',
      timeZone: 'America/Los_Angeles',
      hours: { monday: { open: '06:30', close: '19:00' } },
    });
    expect(typeof pike.openNow).toBe('boolean');
    expect(pike.hoursToday).toMatch(/^(\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M|Closed)$/);
  });

  it.each([
    ['Seattle', ['Pike Street Roastery']],
    ['seat', ['Pike Street Roastery']],
    ['san francisco', ['Mission Street Espresso Bar']],
    ['Francisco', ['Mission Street Espresso Bar']],
    ['TX', ['South Congress Coffee Co.']],
    ['texas', ['South Congress Coffee Co.']],
    ['New York', ['West Village Espresso']],
    ['Portland, OR', ['Pearl District Café']],
    ['Portland, TX', []],
    ['981', ['Pike Street Roastery']],
    ['02116', ['Back Bay Coffee Bar']],
    ['0', ['Back Bay Coffee Bar']],
    ['Cafe', []],
    ['.*', []],
  ])('when q is "%s", then %j', async (q, names) => {
    expect((await search(q)).map((s) => s.name)).toEqual(names);
  });

  it('when a state has several stores, then all of them, by city', async () => {
    expect((await search('CA')).map((s) => s.city)).toEqual(['San Francisco']);
    expect((await search('wa')).map((s) => s.city)).toEqual(['Seattle']);
  });

  it('when a store is switched off, then it is not listed', async () => {
    await catalog.db
      .collection('store_locations')
      .updateOne({ code: 'MIA-WYNWOOD' }, { $set: { isActive: false } });
    expect(await search('Miami')).toEqual([]);
  });

  it.each([
    [{ q: 'x'.repeat(61) }, 'q must be at most 60 characters'],
    [{ city: 'Boston' }, 'Unknown field: city'],
  ])('when the query is %j, then 400', async (query, message) => {
    const res = await request(catalog.url).get('/api/stores').query(query).expect(400);
    expect(res.body.message).toContain(message);
  });
});
