import {
  ACCOUNT_DISABLED_MESSAGE,
  INTERNAL_TOKEN_HEADER,
  LAST_ADMIN_MESSAGE,
  OWN_ACCOUNT_DISABLE_MESSAGE,
  OWN_ADMIN_ROLE_MESSAGE,
  roles,
  staffUserPageSchema,
  staffUserSchema,
  userStatsSchema,
  type Role,
} from '@coffee/contracts';
import { Types } from 'mongoose';
import { accountHarness, bearer, decodeJwt } from './harness';

describe('internal staff accounts: /internal/staff/users, /internal/staff/user-stats', () => {
  const h = accountHarness();
  const internal = () => ({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  /** A registered account with this role (set in the database, as an admin would have). */
  async function account(role: Role = 'customer', overrides: Record<string, unknown> = {}) {
    const made = await h.register(overrides);
    if (role !== 'customer') {
      await h.users().updateOne({ _id: new Types.ObjectId(made.user.id) }, { $set: { role } });
    }
    const signedIn = await h.login(made.body.username);
    return {
      id: made.user.id as string,
      username: made.body.username,
      token: signedIn.token,
      actor: { userId: made.user.id as string, role, name: made.body.username },
    };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  const setRole = (id: string, role: string, actor: object) =>
    h
      .api()
      .put(`/internal/staff/users/${id}/role`)
      .set(internal())
      .send({ change: { role }, actor });
  const setStatus = (id: string, disabled: boolean, actor: object) =>
    h
      .api()
      .put(`/internal/staff/users/${id}/status`)
      .set(internal())
      .send({ change: { disabled }, actor });
  const list = (query = '') => h.api().get(`/internal/staff/users${query}`).set(internal());
  const sessionActive = async (token: string) =>
    (
      await h
        .api()
        .get(`/internal/sessions/${decodeJwt(token).sid as string}`)
        .set(internal())
        .expect(200)
    ).body.active as boolean;
  const roleOf = async (id: string) =>
    (await h.users().findOne({ _id: new Types.ObjectId(id) }))!.role as Role;
  /** Makes `keep` the only enabled admin: every other admin becomes a manager. */
  async function onlyAdmin(keep: string[]) {
    await h
      .users()
      .updateMany(
        { role: 'admin', _id: { $nin: keep.map((id) => new Types.ObjectId(id)) } },
        { $set: { role: 'manager' } },
      );
  }

  let admin: Account;
  beforeAll(async () => {
    admin = await account('admin', { fullName: 'Ada Admin' });
  });

  describe('the internal token', () => {
    it.each([
      ['get', '/internal/staff/users'],
      ['get', `/internal/staff/users/${'a'.repeat(24)}`],
      ['put', `/internal/staff/users/${'a'.repeat(24)}/role`],
      ['put', `/internal/staff/users/${'a'.repeat(24)}/status`],
      ['get', '/internal/staff/user-stats'],
    ] as const)('when %s %s has no token, then 401; a wrong one, 403', async (method, path) => {
      const missing = await h.api()[method](path).send({});
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe('Missing internal token');
      expect((await h.api()[method](path).set(INTERNAL_TOKEN_HEADER, 'x').send({})).status).toBe(
        403,
      );
    });
  });

  describe('GET /internal/staff/users', () => {
    let member: Account;
    let standard: Account;
    beforeAll(async () => {
      standard = await account('customer', { fullName: 'Greta Standard' });
      member = await account('customer', { fullName: 'Max Member' });
      await h.users().updateOne(
        { _id: new Types.ObjectId(member.id) },
        {
          $set: {
            isDirectPlus: true,
            directPlusExpiry: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
      );
    });

    it('when asked, then accounts newest first, paged, with disabled and lastSignInAt', async () => {
      const res = await list('?pageSize=2');
      expect(res.status).toBe(200);
      const page = staffUserPageSchema.parse(res.body);
      expect(page.items.map((u) => u.id)).toEqual([member.id, standard.id]);
      expect(page).toMatchObject({ page: 1, pageSize: 2 });
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items[0]).toMatchObject({ disabled: false, isDirectPlus: true });
      expect(page.items[0]!.lastSignInAt).not.toBeNull();
      expect(res.body.items[0]).not.toHaveProperty('password');
      const next = staffUserPageSchema.parse((await list('?pageSize=2&page=2')).body);
      expect(next.items.map((u) => u.id)).not.toContain(member.id);
    });

    it('when q is a username, an email or a full name in any case, then those accounts', async () => {
      const ids = async (q: string) =>
        staffUserPageSchema
          .parse((await list(`?q=${encodeURIComponent(q)}`)).body)
          .items.map((u) => u.id);
      expect(await ids('greta STAND')).toEqual([standard.id]);
      expect(await ids(member.username.toUpperCase())).toEqual([member.id]);
      expect(await ids(`${standard.username}@EXAMPLE`)).toEqual([standard.id]);
      // Regular-expression characters are only text.
      expect(await ids('.*')).toEqual([]);
    });

    it('when segment and role narrow, then Direct+ (by the same rule as /api/user) or Standard', async () => {
      const plus = staffUserPageSchema.parse(
        (await list('?role=customer&segment=direct-plus')).body,
      );
      expect(plus.items.map((u) => u.id)).toEqual([member.id]);
      const std = staffUserPageSchema.parse((await list('?role=customer&segment=standard')).body);
      expect(std.items.map((u) => u.id)).toContain(standard.id);
      expect(std.items.map((u) => u.id)).not.toContain(member.id);
      expect(std.items.every((u) => u.role === 'customer')).toBe(true);
      // A lapsed membership is Standard, as /api/user says.
      await h
        .users()
        .updateOne(
          { _id: new Types.ObjectId(member.id) },
          { $set: { directPlusExpiry: new Date(Date.now() - 1000).toISOString() } },
        );
      const me = await h.api().get('/api/user').set(bearer(member.token)).expect(200);
      expect(me.body.isDirectPlus).toBe(false);
      expect(
        staffUserPageSchema.parse((await list('?segment=direct-plus')).body).items.map((u) => u.id),
      ).not.toContain(member.id);
      const admins = staffUserPageSchema.parse((await list('?role=admin')).body);
      expect(admins.items.every((u) => u.role === 'admin')).toBe(true);
    });

    it.each([
      ['?role=owner', ''],
      ['?segment=gold', 'Segment must be all, direct-plus or standard'],
      ['?page=0', 'page must be at least 1'],
      ['?pageSize=1000', 'pageSize must be at most 100'],
      ['?sort=name', 'Unknown field: sort'],
    ])('when the query is %s, then 400', async (query, message) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    });
  });

  describe('GET /internal/staff/users/:id', () => {
    it('when the account exists, then it; otherwise 404', async () => {
      const res = await h.api().get(`/internal/staff/users/${admin.id}`).set(internal());
      expect(staffUserSchema.parse(res.body)).toMatchObject({
        id: admin.id,
        role: 'admin',
        fullName: 'Ada Admin',
      });
      for (const id of ['a'.repeat(24), 'nope']) {
        const missing = await h.api().get(`/internal/staff/users/${id}`).set(internal());
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe('User not found');
      }
    });
  });

  describe('lastSignInAt', () => {
    it('when an account signs in, then the time is recorded', async () => {
      const a = await account();
      const first = (await h.api().get(`/internal/staff/users/${a.id}`).set(internal())).body
        .lastSignInAt;
      expect(first).not.toBeNull();
      await new Promise((r) => setTimeout(r, 5));
      await h.login(a.username);
      const second = (await h.api().get(`/internal/staff/users/${a.id}`).set(internal())).body
        .lastSignInAt;
      expect(new Date(second).getTime()).toBeGreaterThan(new Date(first).getTime());
    });
  });

  describe('PUT /internal/staff/users/:id/role', () => {
    it('when an admin makes a customer an employee, then the role changes and their sessions end', async () => {
      const a = await account();
      expect(await sessionActive(a.token)).toBe(true);
      const res = await setRole(a.id, 'employee', admin.actor);
      expect(res.status).toBe(200);
      expect(staffUserSchema.parse(res.body).role).toBe('employee');
      expect(await sessionActive(a.token)).toBe(false);
      expect((await h.api().get('/api/user').set(bearer(a.token))).status).toBe(401);
      const again = await h.login(a.username);
      expect(again.res.body.role).toBe('employee');
      expect(decodeJwt(again.token).role).toBe('employee');
    });

    it.each(roles.filter((r) => r !== 'admin'))(
      'when the actor is a %s, then 403 and nothing changes',
      async (role) => {
        const a = await account();
        const actor = await account(role);
        const res = await setRole(a.id, 'manager', actor.actor);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Forbidden');
        expect(await roleOf(a.id)).toBe('customer');
      },
    );

    it('when an admin removes their own admin role, then 409', async () => {
      const other = await account('admin');
      const res = await setRole(admin.id, 'manager', admin.actor);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(OWN_ADMIN_ROLE_MESSAGE);
      expect(await roleOf(admin.id)).toBe('admin');
      await setRole(other.id, 'customer', admin.actor).expect(200);
    });

    it('when the change would remove the last enabled admin, then 409', async () => {
      const last = await account('admin');
      await onlyAdmin([last.id]);
      // The staff service vouches for an admin this service holds no account of.
      const outside = { userId: 'outside-admin', role: 'admin', name: 'root' };
      const res = await setRole(last.id, 'employee', outside);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LAST_ADMIN_MESSAGE);
      expect(await roleOf(last.id)).toBe('admin');
      await h.users().updateOne({ _id: new Types.ObjectId(admin.id) }, { $set: { role: 'admin' } });
    });

    it('when a demoted admin acts on the role they no longer have, then 403', async () => {
      const was = await account('admin');
      await setRole(was.id, 'manager', admin.actor).expect(200);
      const target = await account();
      const res = await setRole(target.id, 'employee', was.actor);
      expect(res.status).toBe(403);
    });

    it('when two admins demote each other at the same moment, then at least one admin remains', async () => {
      for (let round = 0; round < 3; round++) {
        const a = await account('admin');
        const b = await account('admin');
        await onlyAdmin([a.id, b.id]);
        const answers = await Promise.all([
          setRole(a.id, 'manager', b.actor),
          setRole(b.id, 'manager', a.actor),
        ]);
        expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
        for (const r of answers.filter((x) => x.status !== 200))
          expect([403, 409]).toContain(r.status);
        const roles2 = [await roleOf(a.id), await roleOf(b.id)];
        expect(roles2.filter((r) => r === 'admin')).toHaveLength(1);
        await h
          .users()
          .updateOne({ _id: new Types.ObjectId(admin.id) }, { $set: { role: 'admin' } });
      }
      expect(await h.service.ctx.db.collection('account_locks').countDocuments()).toBe(0);
    });

    it('when two admins disable each other at the same moment, then at least one enabled admin remains', async () => {
      const a = await account('admin');
      const b = await account('admin');
      await onlyAdmin([a.id, b.id]);
      const answers = await Promise.all([
        setStatus(a.id, true, b.actor),
        setStatus(b.id, true, a.actor),
      ]);
      expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
      const enabled = await h.users().countDocuments({ role: 'admin', disabled: { $ne: true } });
      expect(enabled).toBe(1);
      await h.users().updateOne({ _id: new Types.ObjectId(admin.id) }, { $set: { role: 'admin' } });
    });

    it.each([
      [{ change: { role: 'owner' }, actor: { userId: 'x', role: 'admin', name: 'x' } }],
      [{ change: { role: 'manager' } }],
      [{ change: {}, actor: { userId: 'x', role: 'admin', name: 'x' } }],
      [{ change: { role: 'manager' }, actor: { userId: 'x', role: 'admin', name: 'x' }, extra: 1 }],
    ])('when the body is %j, then 400', async (body) => {
      const res = await h
        .api()
        .put(`/internal/staff/users/${admin.id}/role`)
        .set(internal())
        .send(body);
      expect(res.status).toBe(400);
    });

    it('when the account does not exist, then 404', async () => {
      expect((await setRole('a'.repeat(24), 'employee', admin.actor)).status).toBe(404);
    });
  });

  describe('PUT /internal/staff/users/:id/status', () => {
    it('when an admin disables an account, then every session ends at once and sign-in is refused; enabled, it signs in', async () => {
      const a = await account();
      const second = await h.login(a.username);
      const res = await setStatus(a.id, true, admin.actor);
      expect(res.status).toBe(200);
      expect(staffUserSchema.parse(res.body).disabled).toBe(true);
      for (const token of [a.token, second.token]) {
        expect(await sessionActive(token)).toBe(false);
        expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(401);
      }
      const refused = await h.login(a.username);
      expect(refused.res.status).toBe(403);
      expect(refused.res.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
      // A wrong password is still just a wrong password: nothing about the account is told.
      expect((await h.login(a.username, 'Wrong123!!')).res.status).toBe(401);
      await setStatus(a.id, false, admin.actor).expect(200);
      expect((await h.login(a.username)).res.status).toBe(200);
    });

    it('when a disabled account registers again with its details, then 403, no session', async () => {
      const made = await h.register();
      await setStatus(made.user.id, true, admin.actor).expect(200);
      const res = await h.api().post('/api/register').send(made.body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('when a session was opened in the moment of disabling, then it still answers revoked', async () => {
      const a = await account();
      await h.users().updateOne({ _id: new Types.ObjectId(a.id) }, { $set: { disabled: true } });
      expect(await sessionActive(a.token)).toBe(false);
      expect((await h.api().get('/api/user').set(bearer(a.token))).status).toBe(401);
    });

    it('when an admin disables their own account, then 409', async () => {
      const res = await setStatus(admin.id, true, admin.actor);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(OWN_ACCOUNT_DISABLE_MESSAGE);
    });

    it('when it would disable the last enabled admin, then 409', async () => {
      const last = await account('admin');
      await onlyAdmin([last.id]);
      const res = await setStatus(last.id, true, {
        userId: 'outside-admin',
        role: 'admin',
        name: 'root',
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(LAST_ADMIN_MESSAGE);
      await h.users().updateOne({ _id: new Types.ObjectId(admin.id) }, { $set: { role: 'admin' } });
    });

    it.each(roles.filter((r) => r !== 'admin'))(
      'when the actor is a %s, then 403',
      async (role) => {
        const a = await account();
        const actor = await account(role);
        const res = await setStatus(a.id, true, actor.actor);
        expect(res.status).toBe(403);
        expect(await sessionActive(a.token)).toBe(true);
      },
    );

    it.each([
      [{ change: { disabled: 'yes' }, actor: { userId: 'x', role: 'admin', name: 'x' } }],
      [{ change: { disabled: true } }],
      [{}],
    ])('when the body is %j, then 400', async (body) => {
      const res = await h
        .api()
        .put(`/internal/staff/users/${admin.id}/status`)
        .set(internal())
        .send(body);
      expect(res.status).toBe(400);
    });
  });

  describe('GET /internal/staff/user-stats', () => {
    it('when asked, then customers, active Direct+ members and new customers', async () => {
      const before = userStatsSchema.parse(
        (await h.api().get('/internal/staff/user-stats').set(internal()).expect(200)).body,
      );
      const a = await account();
      const old = await account();
      await h
        .users()
        .updateOne(
          { _id: new Types.ObjectId(old.id) },
          { $set: { createdAt: new Date(Date.now() - 20 * 86_400_000) } },
        );
      await h.users().updateOne(
        { _id: new Types.ObjectId(a.id) },
        {
          $set: {
            isDirectPlus: true,
            directPlusExpiry: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
      );
      await account('employee');
      const res = await h
        .api()
        .get('/internal/staff/user-stats?timezone=America/New_York')
        .set(internal());
      const after = userStatsSchema.parse(res.body);
      expect(after.customers).toBe(before.customers + 2);
      expect(after.activeDirectPlusMembers).toBe(before.activeDirectPlusMembers + 1);
      expect(after.newCustomers.last7Days).toBe(before.newCustomers.last7Days + 1);
      expect(after.newCustomers.last30Days).toBe(before.newCustomers.last30Days + 2);
      expect(after.newCustomers.today).toBeLessThanOrEqual(after.newCustomers.last7Days);
    });

    it.each(['?timezone=Mars/Base', '?days=3'])('when the query is %s, then 400', async (q) => {
      expect((await h.api().get(`/internal/staff/user-stats${q}`).set(internal())).status).toBe(
        400,
      );
    });
  });
});
