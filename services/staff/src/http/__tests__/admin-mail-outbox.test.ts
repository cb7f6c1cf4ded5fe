import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MAIL_CURSOR_MESSAGE,
  MAIL_NOT_FOUND,
  MAIL_SERVICE_MESSAGE,
  MAIL_SERVICE_NOT_FOUND,
  MAIL_STATUS_MESSAGE,
  mailOutboxPageSchema,
  type MailStatus,
} from '@coffee/contracts';
import { createMailer, type MailMessage } from '@coffee/mailer';
import { outboxAdminRouter, MAIL_WAITING_MESSAGE } from '@coffee/mailer/admin';
import { errorHandler, notFoundHandler, requireInternal } from '@coffee/service-defaults';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';

const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** The staff service's internal token, known once it runs. */
let internalToken = '';

const mail = (key: string): MailMessage => ({
  key,
  to: `${key.replace(/[^a-z0-9]/gi, '-')}@example.com`,
  subject: `Subject ${key}`,
  html: '<p>Hi</p>',
  text: 'Hi',
  category: 'transactional',
});

/**
 * Another service's outbox as it runs: a real database of its own and @coffee/mailer's router
 * on /internal/mail-outbox behind the internal token, mounted as the services mount it.
 */
async function startOutboxService(prefix: string) {
  const connection = await mongoose
    .createConnection(testMongoUri(), { dbName: uniqueDbName(prefix) })
    .asPromise();
  const mailer = createMailer({
    connection,
    sources: [],
    smtpUrl: 'smtp://127.0.0.1:9',
    from: 'Brew Haven <hello@brewhaven.example>',
  });
  const app = express();
  app.use(express.json());
  app.use(
    '/internal/mail-outbox',
    (req, res, next) => requireInternal(internalToken)(req, res, next),
    outboxAdminRouter(mailer),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  let server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const outbox = connection.collection('mail_outbox');
  return {
    url: `http://127.0.0.1:${port}`,
    /** Records the mails (one ms apart, in this order) with these statuses; answers their ids. */
    async seed(entries: [string, MailStatus][]) {
      const ids: Record<string, string> = {};
      for (const [key, status] of entries) {
        await mailer.record(mail(key));
        const extra = status === 'parked' ? { lastError: '550 mailbox unavailable' } : {};
        await outbox.updateOne({ key }, { $set: { status, ...extra } });
        ids[key] = String((await outbox.findOne({ key }))!._id);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return ids;
    },
    statusOf: async (key: string) => (await outbox.findOne({ key }))?.status,
    clear: () => outbox.deleteMany({}),
    /** Stops answering (connection refused). */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    async restart() {
      server = await new Promise((resolve) => {
        const s = app.listen(port, '127.0.0.1', () => resolve(s));
      });
    },
    async close() {
      if (server.listening) await this.stop();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
type OutboxService = Awaited<ReturnType<typeof startOutboxService>>;

describe('the admin mail outbox over the four sending services', () => {
  let staff: StartedStaff;
  let orders: OutboxService;
  let membership: OutboxService;
  let ids: Record<string, string>;
  const admin = () => staff.as('admin', ADMIN_ID, 'root');
  const list = (query = '', as = admin()) =>
    request(staff.url).get(`/api/admin/mail-outbox${query}`).set('Authorization', as);
  const resend = (path: string, as = admin()) =>
    request(staff.url).post(`/api/admin/mail-outbox/${path}/resend`).set('Authorization', as);

  beforeAll(async () => {
    orders = await startOutboxService('staff_outbox_orders');
    membership = await startOutboxService('staff_outbox_membership');
    // The account is the stand-in, which has no outbox: it is reported, never a failure.
    staff = await startStaff({
      CART_CHECKOUT_URL: orders.url,
      MEMBERSHIP_URL: membership.url,
    });
    internalToken = staff.service.ctx.config.internalToken;
  });
  afterAll(async () => {
    await staff.stop();
    await orders.close();
    await membership.close();
  });
  beforeEach(async () => {
    await orders.clear();
    await membership.clear();
    await staff.db.collection('mail_outbox').deleteMany({});
    await staff.db.collection('audit_log').deleteMany({});
    ids = {
      ...(await orders.seed([
        ['order-paid:1', 'sent'],
        ['order-shipped:1', 'parked'],
      ])),
      ...(await membership.seed([
        ['direct-plus-welcome:1', 'sent'],
        ['renewal-reminder:1', 'waiting'],
      ])),
    };
    // Our own outbox (the support mails), read in process.
    const own = createMailer({
      connection: staff.db,
      sources: [],
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'Brew Haven <hello@brewhaven.example>',
    });
    await own.record(mail('ticket-received:1'));
    await staff.db
      .collection('mail_outbox')
      .updateOne({ key: 'ticket-received:1' }, { $set: { status: 'parked' } });
    ids['ticket-received:1'] = String(
      (await staff.db.collection('mail_outbox').findOne({ key: 'ticket-received:1' }))!._id,
    );
  });

  it('when an admin lists the outbox, then every service answers newest first with its counts, and a service without an outbox is reported, not a 5xx', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const page = mailOutboxPageSchema.parse(res.body);
    expect(page.mails.map((m) => `${m.service} ${m.key}`)).toEqual([
      'staff ticket-received:1',
      'membership renewal-reminder:1',
      'membership direct-plus-welcome:1',
      'cart-checkout order-shipped:1',
      'cart-checkout order-paid:1',
    ]);
    expect(page.counts).toEqual({ waiting: 1, sending: 0, sent: 2, parked: 2 });
    expect(page.services.map((s) => [s.service, s.available])).toEqual([
      ['account', false],
      ['cart-checkout', true],
      ['membership', true],
      ['staff', true],
    ]);
    expect(page.services[0]!.message).toMatch(/^The account service/);
    expect(page.services[1]!.counts).toEqual({ waiting: 0, sending: 0, sent: 1, parked: 1 });
    const parked = page.mails.find((m) => m.key === 'order-shipped:1')!;
    expect(parked).toMatchObject({ status: 'parked', lastError: '550 mailbox unavailable' });
    expect(parked).not.toHaveProperty('html');
    expect(page.next).toBeNull();
  });

  it('when the pages are small, then following next shows every mail once, newest first', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    for (let round = 0; round < 10; round += 1) {
      const res = await list(`?limit=2${next ? `&before=${encodeURIComponent(next)}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.mails.map((m: { key: string }) => m.key));
      next = res.body.next;
      if (!next) break;
    }
    expect(seen).toEqual([
      'ticket-received:1',
      'renewal-reminder:1',
      'direct-plus-welcome:1',
      'order-shipped:1',
      'order-paid:1',
    ]);
  });

  it('when an admin filters by service and status, then only those mails come, paged by that service', async () => {
    const parked = await list('?service=cart-checkout&status=parked');
    expect(parked.status).toBe(200);
    expect(parked.body.mails.map((m: { key: string }) => m.key)).toEqual(['order-shipped:1']);
    expect(parked.body.services).toHaveLength(1);

    const first = await list('?service=membership&limit=1');
    expect(first.body.mails.map((m: { key: string }) => m.key)).toEqual(['renewal-reminder:1']);
    const second = await list(
      `?service=membership&limit=1&before=${encodeURIComponent(first.body.next)}`,
    );
    expect(second.body.mails.map((m: { key: string }) => m.key)).toEqual(['direct-plus-welcome:1']);
  });

  it.each([
    ['?status=failed', MAIL_STATUS_MESSAGE],
    ['?service=billing', MAIL_SERVICE_MESSAGE],
    ['?before=nonsense', MAIL_CURSOR_MESSAGE],
    ['?before=account:start', MAIL_CURSOR_MESSAGE],
    ['?limit=0', 'limit must be at least 1'],
  ])('when the query is %s, then it is a 400 that says why', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('when a field the API does not know is sent, then it is a 400', async () => {
    expect((await list('?sort=oldest')).status).toBe(400);
  });

  it.each(['employee', 'manager', 'customer'] as const)(
    'when a %s asks, then the outbox is refused (403) and nothing is resent',
    async (role) => {
      const as = staff.as(role, 'bbbbbbbbbbbbbbbbbbbbbbbb', role);
      expect((await list('', as)).status).toBe(403);
      expect((await resend(`cart-checkout/${ids['order-shipped:1']}`, as)).status).toBe(403);
      expect(await orders.statusOf('order-shipped:1')).toBe('parked');
    },
  );

  it('when nobody is signed in, then it is a 401', async () => {
    expect((await request(staff.url).get('/api/admin/mail-outbox')).status).toBe(401);
  });

  it('when an admin resends a parked mail, then it waits to be sent again and the audit log says who', async () => {
    const res = await resend(`cart-checkout/${ids['order-shipped:1']}`);
    expect(res.status).toBe(200);
    expect(res.body.mail).toMatchObject({
      service: 'cart-checkout',
      key: 'order-shipped:1',
      status: 'waiting',
      attempts: 0,
    });
    expect(await orders.statusOf('order-shipped:1')).toBe('waiting');
    const entries = await staff.db.collection('audit_log').find({}).toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'mail.resend',
      actor: { userId: ADMIN_ID, role: 'admin' },
      target: {
        kind: 'mail',
        id: `cart-checkout/${ids['order-shipped:1']}`,
        label: 'Subject order-shipped:1',
      },
    });

    // Now it is waiting: a second resend is refused with the service's words.
    const again = await resend(`cart-checkout/${ids['order-shipped:1']}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MAIL_WAITING_MESSAGE);
  });

  it('when an admin resends a sent support mail, then our own outbox puts it back in line', async () => {
    await staff.db
      .collection('mail_outbox')
      .updateOne({ key: 'ticket-received:1' }, { $set: { status: 'sent' } });
    const res = await resend(`staff/${ids['ticket-received:1']}`);
    expect(res.status).toBe(200);
    expect(res.body.mail).toMatchObject({ service: 'staff', status: 'waiting' });
  });

  it.each([
    ['an unknown service', () => `billing/${ids['order-paid:1']}`, MAIL_SERVICE_NOT_FOUND],
    ['a malformed id', () => 'cart-checkout/not-an-id', MAIL_NOT_FOUND],
    ['an id no service knows', () => `cart-checkout/${'0'.repeat(24)}`, MAIL_NOT_FOUND],
    ['an id of another service', () => `membership/${ids['order-paid:1']}`, MAIL_NOT_FOUND],
  ])('when the resend names %s, then it is a 404 that says so', async (_, path, message) => {
    const res = await resend(path());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
    expect(await staff.db.collection('audit_log').countDocuments()).toBe(0);
  });

  it('when a service does not answer, then the page is made of the others and says so; its resend is a 503', async () => {
    await membership.stop();
    try {
      const res = await list();
      expect(res.status).toBe(200);
      const state = res.body.services.find((s: { service: string }) => s.service === 'membership');
      expect(state).toEqual({
        service: 'membership',
        available: false,
        counts: null,
        message: 'The membership service is unavailable',
      });
      expect(res.body.mails.map((m: { service: string }) => m.service)).not.toContain('membership');
      expect(res.body.counts).toEqual({ waiting: 0, sending: 0, sent: 1, parked: 2 });

      const one = await list('?service=membership');
      expect(one.status).toBe(200);
      expect(one.body.mails).toEqual([]);
      expect(one.body.next).toBeNull();

      expect((await resend(`membership/${ids['direct-plus-welcome:1']}`)).status).toBe(503);
    } finally {
      await membership.restart();
    }
  });
});
