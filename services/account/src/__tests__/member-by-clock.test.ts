import { INTERNAL_TOKEN_HEADER } from '@coffee/contracts';
import { fixedClock } from '@coffee/service-defaults';
import { accountHarness, bearer } from './harness';

describe('isDirectPlus is decided by the service clock, wherever the account answers', () => {
  const clock = fixedClock('2031-01-01T00:00:00.000Z');
  const h = accountHarness({}, { clock });
  const internal = () => ({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });

  beforeAll(() => h.start());
  afterAll(() => h.stop());

  /** Every answer that carries the user: current user, internal read, sign-in. */
  async function answers(user: { id: string }, username: string, token: string) {
    const me = await h.api().get('/api/user').set(bearer(token)).expect(200);
    const read = await h.api().get(`/internal/users/${user.id}`).set(internal()).expect(200);
    const login = await h.login(username);
    expect(login.res.status).toBe(200);
    return [me.body, read.body, login.res.body].map(
      (u: { isDirectPlus: boolean }) => u.isDirectPlus,
    );
  }

  it('when the expiry is ahead, then a member; from the moment it is reached, then Standard, with nothing stored changed', async () => {
    const { user, body, token } = await h.register();
    const set = await h
      .api()
      .put(`/internal/users/${user.id}/membership`)
      .set(internal())
      .send({ isDirectPlus: true, directPlusExpiry: '2031-02-01T00:00:00.000Z' })
      .expect(200);
    expect(set.body.isDirectPlus).toBe(true);
    expect(await answers(user, body.username, token)).toEqual([true, true, true]);

    clock.set('2031-01-31T23:59:59.000Z');
    expect(await answers(user, body.username, token)).toEqual([true, true, true]);

    clock.set('2031-02-01T00:00:00.000Z');
    expect(await answers(user, body.username, token)).toEqual([false, false, false]);
    expect(
      await h.users().findOne({ username: body.username }, { projection: { isDirectPlus: 1 } }),
    ).toMatchObject({ isDirectPlus: true });

    // A renewal moves the expiry on: a member again at once.
    await h
      .api()
      .put(`/internal/users/${user.id}/membership`)
      .set(internal())
      .send({ isDirectPlus: true, directPlusExpiry: '2032-02-01T00:00:00.000Z' })
      .expect(200);
    expect(await answers(user, body.username, token)).toEqual([true, true, true]);
  });

  it('when the flag is set without an expiry, then not a member', async () => {
    const { user, body, token } = await h.register();
    await h
      .api()
      .put(`/internal/users/${user.id}/membership`)
      .set(internal())
      .send({ isDirectPlus: true, directPlusExpiry: null })
      .expect(200);
    expect(await answers(user, body.username, token)).toEqual([false, false, false]);
  });
});
