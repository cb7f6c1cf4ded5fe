import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { getFreePort } from '../free-port';
import { startEmbeddedDb, type EmbeddedDb } from '../start';

jest.setTimeout(60000);

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('startEmbeddedDb', () => {
  let dataDir: string;
  let db: EmbeddedDb | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'edb-start-'));
  });
  afterEach(async () => {
    await db?.stop();
    db = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when started on port 0, then it serves MongoDB commands on a free port and stop() ends the process', async () => {
    db = await startEmbeddedDb({ dataDir, port: 0 });
    expect(db.uri).toBe(`mongodb://127.0.0.1:${db.port}`);
    const client = await new MongoClient(db.uri).connect();
    try {
      await client.db('edb_test').collection('things').insertOne({ name: 'espresso' });
      expect(await client.db('edb_test').collection('things').countDocuments()).toBe(1);
    } finally {
      await client.close();
    }
    await db.stop();
    await expect(db.exited).resolves.toBeDefined();
    expect(await canConnect(db.port)).toBe(false);
  });

  it('when restarted on the same data dir, then the data written before is still there', async () => {
    db = await startEmbeddedDb({ dataDir, port: 0 });
    let client = await new MongoClient(db.uri).connect();
    await client.db('edb_persist').collection('beans').insertOne({ origin: 'Kenya' });
    await client.close();
    await db.stop();

    db = await startEmbeddedDb({ dataDir, port: 0 });
    client = await new MongoClient(db.uri).connect();
    try {
      const found = await client.db('edb_persist').collection('beans').findOne({ origin: 'Kenya' });
      expect(found?.origin).toBe('Kenya');
    } finally {
      await client.close();
    }
  });

  it('when stop() is called twice, then both calls resolve', async () => {
    db = await startEmbeddedDb({ dataDir, port: 0 });
    await expect(Promise.all([db.stop(), db.stop()])).resolves.toEqual([undefined, undefined]);
  });

  it('when the port is taken, then start-up fails with FerretDB output instead of hanging', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startEmbeddedDb({ dataDir, port, startTimeoutMs: 10000 })).rejects.toThrow(
        /Could not start the embedded database/,
      );
    } finally {
      blocker.close();
    }
  });

  it('when the binary exits at once, then start-up fails with a clear error', async () => {
    await expect(
      startEmbeddedDb({ dataDir, port: 0, binary: '/bin/false', startTimeoutMs: 5000 }),
    ).rejects.toThrow(/exited with code 1 before it was ready/);
  });
});

describe('getFreePort', () => {
  it('when asked for a port, then that port can be bound', async () => {
    const port = await getFreePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.close();
    expect(port).toBeGreaterThan(0);
  });
});
