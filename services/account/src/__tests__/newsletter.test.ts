import { createHash } from 'node:crypto';
import {
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@coffee/contracts';
import { accountHarness } from './harness';

describe('newsletter: POST /api/newsletter, POST /api/newsletter/unsubscribe', () => {
  const h = accountHarness({ NEWSLETTER_MAX_PER_EMAIL: '3', NEWSLETTER_MAX_PER_ADDRESS: '50' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const rows = () => h.service.ctx.db.collection('email_subscriptions');
  const subscribe = (body: Record<string, unknown>) => h.api().post('/api/newsletter').send(body);
  const unsubscribe = (token: unknown) =>
    h.api().post('/api/newsletter/unsubscribe').send({ token });
  const tokenOf = (url: string) => new URL(url, 'http://shop.test').searchParams.get('token') ?? '';
  const email = () => `${h.uniqueName('news')}@example.com`;

  it('when an address subscribes, then one row is stored, subscribed, with only the hash of its token', async () => {
    const address = email();
    const res = await subscribe({ email: address, firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(200);
    const answer = newsletterSubscribeResponseSchema.parse(res.body);
    expect(answer.message).toMatch(/^You're subscribed/);
    expect(answer.unsubscribeUrl).toMatch(/^\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    const row = await rows().findOne({ email: address });
    expect(row).toMatchObject({
      email: address,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isSubscribed: true,
      preferences: expect.any(Object),
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    const token = tokenOf(answer.unsubscribeUrl);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.unsubscribeTokenHashes).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('when the same address subscribes again in another case, then the same answer and still one row', async () => {
    const address = email();
    const first = await subscribe({ email: address });
    const second = await subscribe({ email: `  ${address.toUpperCase()} `, firstName: 'Other' });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(first.body.message);
    expect(await rows().countDocuments({ email: address })).toBe(1);
    // Names are kept from the first subscription: a stranger cannot rename someone's row.
    expect((await rows().findOne({ email: address }))?.firstName).toBeNull();
    // Both links work: the earlier mail's link is not broken by the later one.
    expect((await unsubscribe(tokenOf(first.body.unsubscribeUrl))).status).toBe(200);
    expect((await unsubscribe(tokenOf(second.body.unsubscribeUrl))).status).toBe(200);
  });

  it('when the same address subscribes at once several times, then one row', async () => {
    const address = email();
    const answers = await Promise.all([1, 2, 3].map(() => subscribe({ email: address })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await rows().countDocuments({ email: address })).toBe(1);
  });

  it('when the link is used, then the row is unsubscribed (again: still 200), and a new subscription turns it back on', async () => {
    const address = email();
    const { body } = await subscribe({ email: address });
    const token = tokenOf(body.unsubscribeUrl);
    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(newsletterUnsubscribeResponseSchema.parse(res.body).message).toMatch(/unsubscribed/);
    expect((await rows().findOne({ email: address }))?.isSubscribed).toBe(false);
    expect((await unsubscribe(token)).status).toBe(200);
    await subscribe({ email: address });
    expect((await rows().findOne({ email: address }))?.isSubscribed).toBe(true);
  });

  it("when one address's link is used, then other rows stay subscribed", async () => {
    const mine = await subscribe({ email: email() });
    const other = email();
    await subscribe({ email: other });
    await unsubscribe(tokenOf(mine.body.unsubscribeUrl));
    expect((await rows().findOne({ email: other }))?.isSubscribed).toBe(true);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a stored hash used as the token', 'hash'],
    ['an empty token', ''],
    ['an operator object', { $ne: null }],
    ['a number', 42],
  ])(
    'when unsubscribing with %s, then it is refused with the link message',
    async (_case, token) => {
      let sent = token;
      if (token === 'hash') {
        await subscribe({ email: email() });
        const row = await rows().findOne({ isSubscribed: true });
        sent = (row?.unsubscribeTokenHashes as string[])[0] ?? '';
      }
      const res = await unsubscribe(sent);
      expect([400, 404]).toContain(res.status);
      if (typeof sent === 'string' && sent !== '') expect(res.status).toBe(404);
      expect(res.body.message).toBe('This unsubscribe link is not valid.');
    },
  );

  it.each([
    [{}, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: { $gt: '' } }, 'Email must be a string'],
    [{ email: 'a@example.com', isSubscribed: false }, 'Unknown field: isSubscribed'],
    [{ email: 'a@example.com', firstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('when subscribing with %j, then 400 and nothing is stored', async (body, message) => {
    const before = await rows().countDocuments();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rows().countDocuments()).toBe(before);
  });

  it('when one address is subscribed too often, then 429 with Retry-After; another address still subscribes', async () => {
    const address = email();
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ email: address })).status).toBe(200);
    const limited = await subscribe({ email: address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many subscription requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe({ email: email() })).status).toBe(200);
  });
});

describe('newsletter: the per-client limit', () => {
  const h = accountHarness({ NEWSLETTER_MAX_PER_ADDRESS: '2' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when one client subscribes many addresses, then 429 past the limit', async () => {
    const send = () =>
      h
        .api()
        .post('/api/newsletter')
        .send({ email: `${h.uniqueName('n')}@example.com` });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});
