import { randomBytes } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, type Role } from '@coffee/contracts';
import {
  createService,
  identityOf,
  loadServiceConfig,
  requireAuth,
  requireRole,
  type Service,
} from '@coffee/service-defaults';
import { dropTestDatabase, testServiceEnv } from '@coffee/service-defaults/testing';
import { Types } from 'mongoose';
import request from 'supertest';
import { startFakeForgetService, type FakeForgetService } from './fake-forget-services';
import { accountHarness, bearer } from './harness';

/**
 * One instance of everything and no Redis (issue 24): a sign-out, a password change, a demotion
 * or a deletion reaches another service before its answer does. The other service trusts an
 * "active" answer for a whole minute here, so only being told can refuse the next request.
 */
describe('revocations reach the other services at once, one instance, no Redis', () => {
  const internalToken = randomBytes(24).toString('hex');
  let forgetting: FakeForgetService[];
  let h: ReturnType<typeof accountHarness>;
  let other: Service;

  beforeAll(async () => {
    // Deletion asks the catalog, cart-checkout and membership to forget the user first.
    forgetting = await Promise.all([1, 2, 3].map(() => startFakeForgetService(internalToken)));
    const [catalog, cartCheckout, membership] = forgetting.map((fake) => fake.url);
    h = accountHarness({
      INTERNAL_TOKEN: internalToken,
      CATALOG_URL: catalog!,
      CART_CHECKOUT_URL: cartCheckout!,
      MEMBERSHIP_URL: membership!,
    });
    await h.start();
    const config = loadServiceConfig({
      name: 'orders-like',
      defaultPort: 0,
      defaultDbName: 'orders_like',
      env: testServiceEnv(h.keys, 'acct_revoke_peer', {
        ACCOUNT_URL: h.service.ctx.selfUrl() as string,
        INTERNAL_TOKEN: h.config.internalToken,
        SESSION_CACHE_TTL_MS: '60000',
      }),
    });
    other = createService({
      config,
      register(app, ctx) {
        app.get('/api/me', ctx.auth.authenticate, requireAuth, (req, res) => {
          res.json(identityOf(req));
        });
        app.get('/api/back-office', ctx.auth.authenticate, requireRole('employee'), (_req, res) => {
          res.json({ ok: true });
        });
      },
    });
    await other.start();
  });
  afterAll(async () => {
    await other.stop();
    await dropTestDatabase(other.ctx.config.dbName);
    await h.stop();
    await Promise.all(forgetting.map((fake) => fake.stop()));
  });

  const me = (token: string) => request(other.app).get('/api/me').set(bearer(token));
  const internal = () => ({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });

  async function account(role: Role = 'customer') {
    const made = await h.register();
    if (role !== 'customer')
      await h.users().updateOne({ _id: new Types.ObjectId(made.user.id) }, { $set: { role } });
    const { token } = await h.login(made.body.username);
    return { id: made.user.id as string, username: made.body.username as string, token };
  }

  /** Asked twice: the second answer comes from the other service's cache. */
  async function cachedAsActive(token: string, path = '/api/me') {
    for (let i = 0; i < 2; i += 1)
      expect((await request(other.app).get(path).set(bearer(token))).status).toBe(200);
  }

  it('when an admin demotes an employee, then the very next request of the old session is refused', async () => {
    const admin = await account('admin');
    const employee = await account('employee');
    await cachedAsActive(employee.token, '/api/back-office');
    const demoted = await h
      .api()
      .put(`/internal/staff/users/${employee.id}/role`)
      .set(internal())
      .send({
        change: { role: 'customer' },
        actor: { userId: admin.id, role: 'admin', name: admin.username },
      });
    expect(demoted.status).toBe(200);
    expect(
      (await request(other.app).get('/api/back-office').set(bearer(employee.token))).status,
    ).toBe(401);
    expect((await me(employee.token)).status).toBe(401);
  });

  it('when the password changes, then the other sessions are refused at once and the current one stays', async () => {
    const { username, token } = await account();
    const { token: elsewhere } = await h.login(username);
    await cachedAsActive(elsewhere);
    await cachedAsActive(token);
    const changed = await h.api().put('/api/profile/password').set(bearer(token)).send({
      currentPassword: 'Secret123!',
      newPassword: 'Another123!',
      confirmPassword: 'Another123!',
    });
    expect(changed.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });

  it('when the account is deleted, then its sessions are refused at once', async () => {
    const { username, token } = await account();
    const { token: elsewhere } = await h.login(username);
    await cachedAsActive(elsewhere);
    const deleted = await h
      .api()
      .delete('/api/profile')
      .set(bearer(token))
      .send({ password: 'Secret123!' });
    expect(deleted.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
  });

  it('when the user signs out, then the token is refused at once', async () => {
    const { token } = await account();
    await cachedAsActive(token);
    expect((await h.api().post('/api/logout').set(bearer(token))).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('when an admin disables an account, then its session is refused at once', async () => {
    const admin = await account('admin');
    const { id, token } = await account();
    await cachedAsActive(token);
    const disabled = await h
      .api()
      .put(`/internal/staff/users/${id}/status`)
      .set(internal())
      .send({
        change: { disabled: true },
        actor: { userId: admin.id, role: 'admin', name: admin.username },
      });
    expect(disabled.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });
});
