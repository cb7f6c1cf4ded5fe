import { randomBytes } from 'node:crypto';
import net from 'node:net';
import request from 'supertest';
import { z } from 'zod';
import {
  createAccountClient,
  createInternalClient,
  INSTANCE_DOWN_MS,
  neverSent,
  ServiceInstances,
  serviceUrlsEnv,
} from '..';
import {
  createTestTokens,
  dropTestDatabase,
  generateKeyPair,
  startFakeAccount,
  type FakeAccount,
} from '../testing';
import { createTestService } from './test-service';

/** A URL where nothing listens: a port that was free a moment ago. */
async function refusingUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** An instance that takes the whole request and dies before answering (it may have acted on it). */
async function dyingInstance() {
  let requests = 0;
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      requests += 1;
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the instances of another service', () => {
  it('keeps the given order while every instance answers, and drops trailing slashes', () => {
    const instances = new ServiceInstances(['http://a:1/', 'http://b:1']);
    expect(instances.order()).toEqual(['http://a:1', 'http://b:1']);
    expect(instances.first()).toBe('http://a:1');
  });

  it('when one fails, then it is tried last until INSTANCE_DOWN_MS has passed, and first again after', () => {
    let now = 1_000;
    const instances = new ServiceInstances(['http://a:1', 'http://b:1', 'http://c:1'], () => now);
    instances.failed('http://a:1');
    expect(instances.order()).toEqual(['http://b:1', 'http://c:1', 'http://a:1']);
    now += INSTANCE_DOWN_MS - 1;
    expect(instances.first()).toBe('http://b:1');
    now += 1;
    expect(instances.order()).toEqual(['http://a:1', 'http://b:1', 'http://c:1']);
  });

  it('when every instance failed, then all are still tried (down is a guess, not a refusal)', () => {
    const instances = new ServiceInstances(['http://a:1', 'http://b:1'], () => 5);
    instances.failed('http://a:1');
    instances.failed('http://b:1');
    expect(instances.order()).toEqual(['http://a:1', 'http://b:1']);
    instances.answered('http://b:1');
    expect(instances.order()).toEqual(['http://b:1', 'http://a:1']);
  });

  it('refuses an empty list', () => {
    expect(() => new ServiceInstances([])).toThrow(RangeError);
  });
});

describe('a service URL variable', () => {
  const schema = z.object({ CATALOG_URL: serviceUrlsEnv('http://127.0.0.1:4001') });

  it('is one URL, or several separated by commas (spaces allowed), or the default', () => {
    expect(schema.parse({ CATALOG_URL: 'http://a:4001' }).CATALOG_URL).toEqual(['http://a:4001']);
    expect(schema.parse({ CATALOG_URL: 'http://a:4001, https://b:4101,' }).CATALOG_URL).toEqual([
      'http://a:4001',
      'https://b:4101',
    ]);
    expect(schema.parse({}).CATALOG_URL).toEqual(['http://127.0.0.1:4001']);
  });

  it.each([
    ['ftp://a:4001', 'must be an http(s) URL'],
    ['http://a:4001,not a url', 'must be an http(s) URL'],
    [' , ', 'must name at least one http(s) URL'],
    ['http://a:4001,http://a:4001', 'names one URL twice'],
  ])('when it is %j, then it is refused with "%s"', (value, message) => {
    const parsed = schema.safeParse({ CATALOG_URL: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('calls to a service with several instances', () => {
  const token = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let dying: Awaited<ReturnType<typeof dyingInstance>>;

  const clientOf = (baseUrl: string[] | ServiceInstances) =>
    createAccountClient(
      createInternalClient({ service: 'account', baseUrl, token, timeoutMs: 2000 }),
    );

  beforeAll(async () => {
    account = await startFakeAccount(token);
    dying = await dyingInstance();
  });
  afterAll(async () => {
    await account.stop();
    await dying.stop();
  });

  it('when an instance refuses the connection, then even a change goes to the next (nothing was sent)', async () => {
    const user = account.addUser({ isDirectPlus: false });
    const client = clientOf([await refusingUrl(), account.url]);
    const changed = await client.setMembership(user.id, {
      isDirectPlus: true,
      directPlusExpiry: '2027-01-01T00:00:00.000Z',
    });
    expect(changed?.isDirectPlus).toBe(true);
    expect(account.calls.filter((c) => c.path.startsWith(`/internal/users/${user.id}`))).toEqual([
      expect.objectContaining({ method: 'PUT' }),
    ]);
  });

  it('when an instance dies after taking a change, then it is not sent again: 503, and the next instance never sees it', async () => {
    const user = account.addUser({ isDirectPlus: false });
    const before = dying.requests();
    const client = clientOf([dying.url, account.url]);
    await expect(
      client.setMembership(user.id, { isDirectPlus: true, directPlusExpiry: null }),
    ).rejects.toMatchObject({ status: 503, message: 'The account service is unavailable' });
    expect(dying.requests()).toBe(before + 1);
    expect(account.calls.filter((c) => c.path.startsWith(`/internal/users/${user.id}`))).toEqual(
      [],
    );
  });

  it('when an instance dies while answering a read, then the read is asked of the next, and the dead one is passed over after that', async () => {
    const user = account.addUser({ isDirectPlus: true });
    const before = dying.requests();
    const instances = new ServiceInstances([dying.url, account.url]);
    const client = clientOf(instances);
    for (let i = 0; i < 3; i += 1) {
      await expect(client.findMember(user.id)).resolves.toMatchObject({ id: user.id });
    }
    // One failed try in all: the next two reads went straight to the live instance.
    expect(dying.requests()).toBe(before + 1);
    expect(instances.first()).toBe(account.url);
  });

  it('when no instance answers, then the call is a 503', async () => {
    const client = clientOf([await refusingUrl(), await refusingUrl()]);
    await expect(client.findMember('u1')).rejects.toMatchObject({ status: 503 });
  });

  it('tells a connection that was never made from one that failed later', async () => {
    const refused = await fetch(await refusingUrl()).catch((err: unknown) => err);
    const reset = await fetch(dying.url).catch((err: unknown) => err);
    expect(neverSent(refused)).toBe(true);
    expect(neverSent(reset)).toBe(false);
    expect(neverSent(new Error('no code'))).toBe(false);
  });
});

describe('the session check with several account instances', () => {
  const keys = generateKeyPair();
  const tokens = createTestTokens(keys);
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let started: ReturnType<typeof createTestService> | undefined;

  beforeAll(async () => {
    account = await startFakeAccount(internalToken);
  });
  afterAll(async () => {
    await started?.service.stop();
    await account.stop();
    if (started) await dropTestDatabase(started.config.dbName);
  });

  it('when the first account instance is down, then a session is checked at the next', async () => {
    started = createTestService(keys, {
      ACCOUNT_URL: `${await refusingUrl()},${account.url}`,
      INTERNAL_TOKEN: internalToken,
    });
    await started.service.start();
    const sid = randomBytes(12).toString('hex');
    const res = await request(started.service.app)
      .get('/api/me')
      .set('authorization', `Bearer ${tokens.valid({ sid, sub: sid })}`);
    expect(res.status).toBe(200);
    expect(account.sessionChecks).toContain(sid);
  });
});
