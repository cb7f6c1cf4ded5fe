import mongoose from 'mongoose';
import { createMailer, pendingMail, pendingMailSchema } from '../index';
import { OutboxStore } from '../outbox-store';
import { relayOutboxes } from '../relay';
import { RelayCheckpoints } from '../relay-checkpoints';
import { silentLogger } from '../logger';
import { startMailpit, type Mailpit } from '../testing';
import { FAST, message, monitoredConnection, openTestDb, WRITES } from './support';

const OVERLAP_MS = 120_000;
const orderSchema = new mongoose.Schema({
  number: Number,
  status: String,
  version: Number,
  outbox: { type: [pendingMailSchema], default: undefined, select: false },
});

let mailpit: Mailpit;
let db: Awaited<ReturnType<typeof openTestDb>>;
let relayDb: Awaited<ReturnType<typeof monitoredConnection>>;

beforeAll(async () => {
  mailpit = await startMailpit();
});
afterAll(async () => {
  await mailpit.close();
});
beforeEach(async () => {
  db = await openTestDb('mailer_relay');
  // The relay's own connection, as in another process: every command it sends is logged.
  relayDb = await monitoredConnection(db.dbName);
  await mailpit.clear();
});
afterEach(async () => {
  await relayDb.connection.close();
  await db.close();
});

/** The service's side: its model on its own connection. */
const orders = () => db.connection.model('Order', orderSchema);

/** One relay instance on the relay's connection; `round(now)` runs one round at that time. */
function relayInstance() {
  const store = new OutboxStore(relayDb.connection);
  const checkpoints = new RelayCheckpoints(relayDb.connection);
  const sources = [{ collection: relayDb.connection.collection('orders') }];
  return {
    checkpoints,
    round: (now = new Date()) =>
      relayOutboxes(store, checkpoints, sources, silentLogger, {
        overlapMs: OVERLAP_MS,
        now: () => now,
      }),
  };
}

const outboxKeys = async () =>
  (await db.connection.collection('mail_outbox').find({}).toArray()).map((d) => d.key).sort();

const rawOrder = (id: unknown) => db.connection.collection('orders').findOne({ _id: id as never });

const writesTo = (collection: string) =>
  relayDb.commands.filter((c) => c.collection === collection && WRITES.has(c.name));

it('when the relay runs, then the domain document is exactly as it was and never written', async () => {
  const Order = orders();
  const order = await Order.create({ number: 1, status: 'paid', version: 1 });
  await Order.updateOne(
    { _id: order._id },
    { $push: { outbox: { $each: [pendingMail(message('a:1')), pendingMail(message('a:2'))] } } },
  );
  const before = await rawOrder(order._id);
  const relay = relayInstance();

  expect(await relay.round()).toBe(2);
  expect(await relay.round()).toBe(0);

  expect(await rawOrder(order._id)).toEqual(before);
  expect(writesTo('orders')).toEqual([]);
  expect(await outboxKeys()).toEqual(['a:1', 'a:2']);
});

it('when a domain update races the relay again and again, then no update is ever lost', async () => {
  const Order = orders();
  const order = await Order.create({ number: 2, status: 'new', version: 0 });
  const relay = relayInstance();
  const UPDATES = 60;
  let done = false;
  let rounds = 0;
  // The service: one writer of its order (as under the order's lease), a mail every 3rd move.
  const service = (async () => {
    for (let i = 1; i <= UPDATES; i += 1) {
      await Order.updateOne(
        { _id: order._id },
        {
          $inc: { version: 1 },
          $set: { status: `step-${i}` },
          ...(i % 3 === 0 ? { $push: { outbox: pendingMail(message(`race:${i}`)) } } : {}),
        },
      );
    }
    done = true;
  })();
  // The relay: rounds back to back for as long as the service writes.
  const relaying = (async () => {
    while (!done) {
      await relay.round();
      rounds += 1;
    }
  })();
  await Promise.all([service, relaying]);
  await relay.round();

  const after = await rawOrder(order._id);
  expect(after).toMatchObject({ version: UPDATES, status: `step-${UPDATES}` });
  const pushed = Array.from({ length: UPDATES / 3 }, (_, i) => `race:${(i + 1) * 3}`);
  expect((after!.outbox as { key: string }[]).map((e) => e.key)).toEqual(pushed);
  expect(await outboxKeys()).toEqual([...pushed].sort());
  expect(writesTo('orders')).toEqual([]);
  console.log(`relay raced ${UPDATES} domain updates with ${rounds} rounds`);
});

it('when an entry was stamped before the checkpoint but within the overlap, then it is relayed', async () => {
  const Order = orders();
  const relay = relayInstance();
  const t = new Date();
  expect(await relay.round(t)).toBe(0); // the first round: checkpoint = t
  expect(await relay.checkpoints.read('orders')).toEqual(t);

  // A write that committed after that round, carrying an entry stamped a minute before it
  // (a slow write, or an instance whose clock runs behind).
  const late = { ...pendingMail(message('late:1')), createdAt: new Date(t.getTime() - 60_000) };
  // Stamped before the checkpoint by more than the overlap: the overlap is the bound.
  const tooLate = {
    ...pendingMail(message('late:2')),
    createdAt: new Date(t.getTime() - OVERLAP_MS - 1_000),
  };
  await Order.collection.insertMany([
    { number: 3, outbox: [late] },
    { number: 4, outbox: [tooLate] },
  ]);

  expect(await relay.round(new Date(t.getTime() + 2_000))).toBe(1);
  expect(await outboxKeys()).toEqual(['late:1']);
});

it('when a relay restarts after a long stop, then it relays what was written meanwhile', async () => {
  const Order = orders();
  const now = Date.now();
  const HOUR = 3_600_000;
  // The last round before the stop, three hours ago.
  await relayInstance().round(new Date(now - 3 * HOUR));
  const stamped = (key: string, at: number) => ({
    ...pendingMail(message(key)),
    createdAt: new Date(at),
  });
  await Order.collection.insertMany([
    { number: 5, outbox: [stamped('stop:1', now - 2 * HOUR)] },
    { number: 6, outbox: [stamped('stop:2', now - HOUR)] },
  ]);
  await Order.updateOne({ number: 5 }, { $push: { outbox: pendingMail(message('stop:3')) } });

  // A new process: a mailer of its own, with the real clock.
  const mailer = createMailer({
    connection: relayDb.connection,
    sources: [relayDb.connection.model('Order', orderSchema)],
    smtpUrl: mailpit.smtpUrl,
    from: 'Brew Haven <hello@brewhaven.example>',
    ...FAST,
  });
  await mailer.drain();
  await mailer.stop();

  const inbox = await mailpit.messages();
  expect(inbox.map((m) => m.Subject).sort()).toEqual([
    'Your order stop:1',
    'Your order stop:2',
    'Your order stop:3',
  ]);
  const checkpoint = await new RelayCheckpoints(relayDb.connection).read('orders');
  expect(checkpoint!.getTime()).toBeGreaterThanOrEqual(now);
  expect(writesTo('orders')).toEqual([]);
});

it('when the relay runs many rounds, then each entry is inserted into mail_outbox once', async () => {
  const Order = orders();
  const relay = relayInstance();
  const ROUNDS = 40;
  const created = await Order.insertMany(
    Array.from({ length: 5 }, (_, i) => ({ number: 100 + i, status: 'new', version: 0 })),
  );
  let moved = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 4 === 0) {
      const order = created[(round / 4) % created.length]!;
      await Order.updateOne(
        { _id: order._id },
        { $push: { outbox: pendingMail(message(`round:${round}`)) } },
      );
    }
    moved += await relay.round();
  }

  const keys = await outboxKeys();
  expect(keys).toHaveLength(ROUNDS / 4);
  expect(moved).toBe(ROUNDS / 4);
  // One insert attempt per entry: the rounds that saw it again asked `$in` and wrote nothing.
  const inserts = writesTo('mail_outbox');
  expect(inserts).toHaveLength(ROUNDS / 4);
  const questions = relayDb.commands.filter(
    (c) => c.collection === 'mail_outbox' && c.name === 'find',
  );
  expect(questions.length).toBeLessThanOrEqual(ROUNDS);
});

it('when relays advance one checkpoint at once, then it ends at the latest start, never earlier', async () => {
  const checkpoints = [0, 1, 2].map(() => new RelayCheckpoints(relayDb.connection));
  const base = Date.now();
  for (let trial = 0; trial < 5; trial += 1) {
    const starts = Array.from({ length: 20 }, (_, i) => base + trial * 100 + ((i * 7) % 20));
    await Promise.all(starts.map((at, i) => checkpoints[i % 3]!.advance('orders', new Date(at))));
    const latest = Math.max(...starts);
    expect((await checkpoints[0]!.read('orders'))!.getTime()).toBe(latest);
  }
});
