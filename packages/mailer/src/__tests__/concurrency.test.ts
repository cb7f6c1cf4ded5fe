import mongoose from 'mongoose';
import { createMailer, pendingMail, pendingMailSchema, type Mailer } from '../index';
import { startMailpit, type Mailpit } from '../testing';
import { eventually, FAST, message, openTestDb, recordingLogger } from './support';

const FROM = 'Brew Haven <hello@brewhaven.example>';
// Every copy kept: what Mailpit holds is exactly what the mailers sent.
let mailpit: Mailpit;
let db: Awaited<ReturnType<typeof openTestDb>>;
const mailers: Mailer[] = [];

beforeAll(async () => {
  mailpit = await startMailpit({ ignoreDuplicateIds: false });
});
afterAll(async () => {
  await mailpit.close();
});
beforeEach(async () => {
  db = await openTestDb('mailer_concurrency');
  await mailpit.clear();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await db.close();
});

function keysIn(lines: { msg: string; obj: object }[]): string[] {
  return lines
    .filter((l) => l.msg.startsWith('mailer: sent'))
    .map((l) => (l.obj as { key: string }).key);
}

it('when two mailers send from one outbox at once, then each of 50 mails is sent exactly once', async () => {
  const logs = [recordingLogger(), recordingLogger()];
  const [a, b] = logs.map((logger) => {
    const m = createMailer({
      connection: db.connection,
      sources: [],
      smtpUrl: mailpit.smtpUrl,
      from: FROM,
      ...FAST,
      pollMs: 5,
      logger,
    });
    mailers.push(m);
    return m;
  });
  await Promise.all(
    Array.from({ length: 50 }, (_, i) => (i % 2 ? a! : b!).record(message(`pair:${i}`))),
  );
  a!.start();
  b!.start();
  await eventually(async () => (await a!.list({ status: 'sent', limit: 200 })).length === 50);
  await Promise.all([a!.stop(), b!.stop()]);

  const inbox = await mailpit.messages();
  const subjects = inbox.map((x) => x.Subject).sort();
  expect(subjects).toHaveLength(50);
  expect(new Set(subjects).size).toBe(50);
  const [sentByA, sentByB] = logs.map((l) => keysIn(l.lines));
  expect(sentByA!.length + sentByB!.length).toBe(50);
  // Both took part (the claim is contended, not one mailer doing everything).
  console.log(`two mailers: A sent ${sentByA!.length}, B sent ${sentByB!.length}`);
  const views = await a!.list({ limit: 200 });
  expect(views.every((v) => v.status === 'sent' && v.attempts === 1)).toBe(true);
});

describe('relay from an embedded outbox', () => {
  const orderSchema = new mongoose.Schema({
    number: Number,
    status: String,
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  });

  it('when two relays run at once, then each embedded mail is relayed and sent exactly once', async () => {
    const Order = db.connection.model('Order', orderSchema);
    const orders = await Order.insertMany(
      Array.from({ length: 20 }, (_, i) => ({ number: i, status: 'new' })),
    );
    // The change and its mail in one update, as a service does it.
    for (const order of orders) {
      await Order.updateOne(
        { _id: order._id },
        {
          $set: { status: 'paid' },
          $push: {
            outbox: {
              $each: [
                pendingMail(message(`paid:${order.number}`)),
                pendingMail(message(`receipt:${order.number}`)),
              ],
            },
          },
        },
      );
    }
    const before = await Order.collection.find({}).sort({ number: 1 }).toArray();
    const [a, b] = [0, 1].map(() => {
      const m = createMailer({
        connection: db.connection,
        sources: [Order],
        smtpUrl: mailpit.smtpUrl,
        from: FROM,
        ...FAST,
      });
      mailers.push(m);
      return m;
    });
    await Promise.all([a!.drain(), b!.drain(), a!.drain(), b!.drain()]);
    await a!.drain();

    const inbox = await mailpit.messages();
    expect(inbox).toHaveLength(40);
    expect(new Set(inbox.map((x) => x.Subject)).size).toBe(40);
    // The relays only read the orders: each keeps its two entries as its mail history.
    expect(await Order.collection.find({}).sort({ number: 1 }).toArray()).toEqual(before);
    expect(await a!.list({ limit: 200 })).toHaveLength(40);
  });

  it('when the key of an entry is in the outbox already, then it is not sent again', async () => {
    const Order = db.connection.model('Order', orderSchema);
    const entry = pendingMail(message('crash:1'));
    const m = createMailer({
      connection: db.connection,
      sources: [Order],
      smtpUrl: mailpit.smtpUrl,
      from: FROM,
      ...FAST,
    });
    mailers.push(m);
    await m.record(entry as never); // recorded (or relayed by another instance) and sent
    await m.drain();
    await Order.create({ number: 1, status: 'paid', outbox: [entry] });
    await m.drain();
    await m.drain();
    expect(await mailpit.messages()).toHaveLength(1);
    const left = await Order.findOne({}).select('+outbox').lean();
    expect(left?.outbox?.map((e) => e.key)).toEqual(['crash:1']);
  });

  it('when an entry pushed past pendingMail is invalid, then it is parked with the reason', async () => {
    const Order = db.connection.model('Order', orderSchema);
    await Order.collection.insertOne({
      number: 2,
      outbox: [
        { ...pendingMail(message('invalid:1')), to: 'eve@example.com\r\nBcc: x@example.com' },
      ],
    });
    const m = createMailer({
      connection: db.connection,
      sources: [Order],
      smtpUrl: mailpit.smtpUrl,
      from: FROM,
      ...FAST,
    });
    mailers.push(m);
    await m.drain();
    const [view] = await m.list({});
    expect(view).toMatchObject({ key: 'invalid:1', status: 'parked' });
    expect(view!.lastError).toMatch(/not one valid email address/);
    expect(await mailpit.messages()).toHaveLength(0);
  });
});

it('when a relay starts with the loop, then a mail pushed later still goes out', async () => {
  const Ticket = db.connection.model(
    'Ticket',
    new mongoose.Schema({
      outbox: { type: [pendingMailSchema], default: undefined, select: false },
    }),
  );
  const m = createMailer({
    connection: db.connection,
    sources: [Ticket],
    smtpUrl: mailpit.smtpUrl,
    from: FROM,
    ...FAST,
  });
  mailers.push(m);
  m.start();
  await Ticket.create({ outbox: [pendingMail(message('ticket:1'))] });
  await mailpit.waitForMessages(1);
  expect((await mailpit.messages()).map((x) => x.Subject)).toEqual(['Your order ticket:1']);
});
