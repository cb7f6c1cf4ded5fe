import { errorHandler, notFoundHandler } from '@coffee/service-defaults';
import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { outboxAdminRouter, MAIL_NOT_FOUND_MESSAGE, MAIL_WAITING_MESSAGE } from '../admin';
import { createMailer, type Mailer, type OutboxStatus } from '../index';
import { message, openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let mailer: Mailer;
let app: express.Express;
/** The ids of the recorded mails by key. */
let ids: Record<string, string>;

beforeEach(async () => {
  db = await openTestDb('mailer_admin');
  // Never started: the mails stay as the test sets them.
  mailer = createMailer({
    connection: db.connection,
    sources: [],
    smtpUrl: 'smtp://127.0.0.1:9',
    from: 'Brew Haven <hello@brewhaven.example>',
  });
  const statuses: [string, OutboxStatus][] = [
    ['m:1', 'sent'],
    ['m:2', 'parked'],
    ['m:3', 'sending'],
    ['m:4', 'waiting'],
    ['m:5', 'waiting'],
  ];
  const outbox = db.connection.collection('mail_outbox');
  ids = {};
  for (const [key, status] of statuses) {
    await mailer.record(message(key));
    await outbox.updateOne({ key }, { $set: { status } });
    ids[key] = String((await outbox.findOne({ key }))!._id);
  }
  app = express();
  app.use(express.json());
  app.use('/internal/mail-outbox', outboxAdminRouter(mailer));
  app.use(notFoundHandler);
  app.use(errorHandler);
});
afterEach(async () => {
  await db.close();
});

const list = (query = '') => request(app).get(`/internal/mail-outbox${query}`);
const resend = (id: string) => request(app).post(`/internal/mail-outbox/${id}/resend`);
const keysOf = (body: { mails: { key: string }[] }) => body.mails.map((m) => m.key);

it('when the outbox is listed, then it answers the mails newest first with counts per status', async () => {
  const res = await list();
  expect(res.status).toBe(200);
  expect(keysOf(res.body)).toEqual(['m:5', 'm:4', 'm:3', 'm:2', 'm:1']);
  expect(res.body.counts).toEqual({ waiting: 2, sending: 1, sent: 1, parked: 1 });
  expect(res.body.next).toBeNull();
  expect(res.body.mails[0]).not.toHaveProperty('html');

  const parked = await list('?status=parked');
  expect(keysOf(parked.body)).toEqual(['m:2']);
  expect(parked.body.counts).toEqual(res.body.counts);
});

it('when the outbox is listed by pages, then next leads through every mail once', async () => {
  const first = await list('?limit=2');
  expect(keysOf(first.body)).toEqual(['m:5', 'm:4']);
  expect(first.body.next).toBe(ids['m:4']);
  const second = await list(`?limit=2&before=${first.body.next}`);
  expect(keysOf(second.body)).toEqual(['m:3', 'm:2']);
  const last = await list(`?limit=2&before=${second.body.next}`);
  expect(keysOf(last.body)).toEqual(['m:1']);
  expect(last.body.next).toBeNull();
});

it.each([
  ['an unknown status', '?status=lost', 'status'],
  ['a limit of 0', '?limit=0', 'limit'],
  ['a limit over 200', '?limit=201', 'limit'],
  ['a limit that is no number', '?limit=abc', 'limit'],
  ['a before that is no id', '?before=xyz', 'before'],
  ['a status given twice', '?status=sent&status=parked', 'status'],
  ['an unknown field', '?to=ada@example.com', ''],
])('when the list query has %s, then it answers 400', async (_what, query, path) => {
  const res = await list(query);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(res.body.issues[0].path).toBe(path);
});

it('when a parked or a sent mail is resent, then it is waiting again (a sent one with a new Message-ID)', async () => {
  const parked = await resend(ids['m:2']!);
  expect(parked.status).toBe(200);
  expect(parked.body.mail).toMatchObject({ key: 'm:2', status: 'waiting', attempts: 0 });

  const before = await mailer.get(ids['m:1']!);
  const sent = await resend(ids['m:1']!);
  expect(sent.status).toBe(200);
  expect(sent.body.mail).toMatchObject({ key: 'm:1', status: 'waiting' });
  expect(sent.body.mail.messageId).not.toBe(before!.messageId);

  expect((await list()).body.counts).toEqual({ waiting: 4, sending: 1, sent: 0, parked: 0 });
});

it('when the mail is unknown, then resend answers 404', async () => {
  const unknown = await resend(new mongoose.Types.ObjectId().toHexString());
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: MAIL_NOT_FOUND_MESSAGE });
  expect((await resend('not-an-id')).status).toBe(404);
});

it('when the mail is waiting or being sent, then resend answers 409 and changes nothing', async () => {
  const waiting = await resend(ids['m:4']!);
  expect(waiting.status).toBe(409);
  expect(waiting.body).toMatchObject({ code: 'MAIL_QUEUED', message: MAIL_WAITING_MESSAGE });
  expect((await resend(ids['m:3']!)).status).toBe(409);
  expect((await list()).body.counts).toEqual({ waiting: 2, sending: 1, sent: 1, parked: 1 });
});

it('when resend is sent a body or a query, then it answers 400', async () => {
  const withBody = await request(app)
    .post(`/internal/mail-outbox/${ids['m:2']}/resend`)
    .send({ to: 'eve@example.com' });
  expect(withBody.status).toBe(400);
  const withQuery = await request(app).post(`/internal/mail-outbox/${ids['m:2']}/resend?x=1`);
  expect(withQuery.status).toBe(400);
  expect((await mailer.get(ids['m:2']!))!.status).toBe('parked');
});
