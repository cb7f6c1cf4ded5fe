import { publicUserSchema } from '@coffee/contracts';
import { createUserRepository } from '../data/user-repository';
import { DEMO_PASSWORD, seedDemoUsers } from '../domain/demo-users';
import { createPasswordHasher } from '../infra/password-hasher';
import { accountHarness, bearer } from './harness';
import { z } from 'zod';

const DEMO = ['customer', 'member', 'employee', 'manager', 'admin'];

describe('demo data', () => {
  describe('seedDemoUsers', () => {
    const h = accountHarness();
    beforeAll(() => h.start());
    afterAll(() => h.stop());
    const seed = () =>
      seedDemoUsers(createUserRepository(h.service.ctx.db), createPasswordHasher(4));

    it('when run twice, then the first run creates the five accounts and the second creates none', async () => {
      expect((await seed()).created.sort()).toEqual([...DEMO].sort());
      const again = await seed();
      expect(again.created).toEqual([]);
      expect(again.existing.sort()).toEqual([...DEMO].sort());
      expect(await h.users().countDocuments()).toBe(5);
    });

    it.each(DEMO)('then %s signs in with the documented password', async (username) => {
      const { res } = await h.login(username, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(z.strictObject(publicUserSchema.shape).parse(res.body).username).toBe(username);
    });

    it('then the roles, plans and payment flags are those the README lists', async () => {
      const byName = Object.fromEntries(
        await Promise.all(
          DEMO.map(async (name) => [name, (await h.login(name, DEMO_PASSWORD)).res.body] as const),
        ),
      );
      expect(byName.customer).toMatchObject({
        role: 'customer',
        isDirectPlus: false,
        hasCompletedInitialPayment: true,
      });
      expect(byName.employee.role).toBe('employee');
      expect(byName.manager.role).toBe('manager');
      expect(byName.admin.role).toBe('admin');
      const member = byName.member;
      expect(member).toMatchObject({
        role: 'customer',
        isDirectPlus: true,
        hasCompletedInitialPayment: true,
      });
      expect(member.membershipNumber).toMatch(/^\d{13}$/);
      const expiry = new Date(member.directPlusExpiry).getTime();
      expect(expiry).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);
      expect(expiry).toBeLessThan(Date.now() + 370 * 24 * 3600 * 1000);
      for (const user of Object.values(byName)) {
        expect(user.email).toMatch(/@example\.com$/);
        expect(user.fullName).toMatch(/^\w+ \w+$/);
        expect(user.address).toBeTruthy();
        expect(user.country).toBe('United States');
      }
    });

    it('when a demo user changed their password, then seeding again keeps the new one', async () => {
      const hasher = createPasswordHasher(4);
      await h
        .users()
        .updateOne(
          { usernameKey: 'customer' },
          { $set: { password: await hasher.hash('Changed-pass1') } },
        );
      await seed();
      expect((await h.login('customer', 'Changed-pass1')).res.status).toBe(200);
      expect((await h.login('customer', DEMO_PASSWORD)).res.status).toBe(401);
    });

    it('when seeding runs in two places at once, then each account exists once', async () => {
      await h.users().deleteMany({});
      await Promise.all([seed(), seed(), seed()]);
      expect(await h.users().countDocuments()).toBe(5);
    });
  });

  describe('SEED_DEMO_DATA=true', () => {
    // No membership service here: the demo member's billing is asked of nothing that listens.
    const h = accountHarness({ SEED_DEMO_DATA: 'true', MEMBERSHIP_URL: 'http://127.0.0.1:9' });
    beforeAll(() => h.start());
    afterAll(() => h.stop());

    it('when the service starts, then the demo accounts exist and work', async () => {
      const { res, token } = await h.login('admin', DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect((await h.api().get('/api/user').set(bearer(token))).body.role).toBe('admin');
    });
  });
});
