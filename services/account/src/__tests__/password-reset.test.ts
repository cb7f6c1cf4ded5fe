import { createHash } from 'node:crypto';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  TOO_MANY_PASSWORD_RESETS_MESSAGE,
} from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { Types } from 'mongoose';
import { accountHarness, bearer } from './harness';
import { linkToken, outboxOf, storedUser } from './mail-links';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('password reset: POST /api/password-reset and /api/password-reset/confirm', () => {
  // Limits far away: the limit tests below have a harness of their own.
  const h = accountHarness({
    PASSWORD_RESET_MAX_PER_ADDRESS: '1000',
    PASSWORD_RESET_MAX_PER_ACCOUNT: '1000',
    PASSWORD_RESET_MAX_CONFIRM_FAILURES: '1000',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const ask = (email: string) => h.api().post('/api/password-reset').send({ email });
  const confirm = (token: string, password = 'Brand-new-pass1') =>
    h.api().post('/api/password-reset/confirm').send({ token, password });
  const resetMails = async (id: string) =>
    (await outboxOf(h, id)).filter((m) => m.key.startsWith('password-reset:'));
  const me = (token: string) => h.api().get('/api/user').set(bearer(token));

  async function askedFor() {
    const made = await h.register({ fullName: 'Ada Lovelace' });
    const res = await ask(made.body.email.toUpperCase());
    const [mail] = await resetMails(made.user.id);
    return { ...made, res, mail, token: linkToken(mail, '/reset-password'), session: made.token };
  }

  it('when an account asks, then only the hash of the link is stored, with its mail in the same document', async () => {
    const before = Date.now();
    const { res, user, mail, token } = await askedFor();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    const doc = await storedUser(h, user.id);
    expect(doc?.passwordReset.tokenHash).toBe(sha256(token));
    const ttl = doc?.passwordReset.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(31 * 60_000);
    // The mail names the link by a part of its hash; the token itself is nowhere but in the mail.
    expect(mail).toMatchObject({
      key: `password-reset:${user.id}:${sha256(token).slice(0, 16)}`,
      to: user.email,
      toName: 'Ada Lovelace',
      subject: 'Reset your Brew Haven password',
      category: 'transactional',
    });
    expect(mail?.html).toContain(`http://localhost:8080/reset-password?token=${token}`);
    expect(JSON.stringify({ ...doc, outbox: undefined })).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('when the email has no account, then the same status and body, and nothing is written', async () => {
    const { res: known } = await askedFor();
    const countBefore = await h.users().countDocuments();
    const unknown = await ask(`${h.uniqueName('nobody')}@example.com`);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await h.users().countDocuments({ passwordReset: { $exists: true } })).toBeGreaterThan(0);
    expect(await h.users().countDocuments()).toBe(countBefore);
  });

  it('when known and unknown addresses are asked for, then the answers take the same time (a floor of 150 ms)', async () => {
    const { body } = await h.register();
    const timed = async (email: string) => {
      const started = performance.now();
      await ask(email);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      known.push(await timed(body.email));
      unknown.push(await timed(`${h.uniqueName('nobody')}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length / 2] ?? 0;
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(149);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30);
  });

  it('when the new password is set, then every session of the account is revoked, the old password fails and the new one works', async () => {
    const { body, user, token, session } = await askedFor();
    const { token: elsewhere } = await h.login(body.username);
    expect((await me(session)).status).toBe(200);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });
    expect((await me(session)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await h.login(body.username)).res.status).toBe(401);
    expect((await h.login(body.username, 'Brand-new-pass1')).res.status).toBe(200);
    const doc = await storedUser(h, user.id);
    expect(doc?.passwordReset).toBeUndefined();
    // The notice was recorded with the new password.
    const changed = (await outboxOf(h, user.id)).filter((m) =>
      m.key.startsWith('password-changed:'),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      to: user.email,
      subject: 'Your Brew Haven password was changed',
    });
  });

  it('when the password is changed in Settings, then the notice is recorded with the new password', async () => {
    const { user, token } = await h.register();
    const res = await h.api().put('/api/profile/password').set(bearer(token)).send({
      currentPassword: 'Secret123!',
      newPassword: 'Another123!',
      confirmPassword: 'Another123!',
    });
    expect(res.status).toBe(200);
    const [notice, ...more] = (await outboxOf(h, user.id)).filter((m) =>
      m.key.startsWith('password-changed:'),
    );
    expect(more).toHaveLength(0);
    expect(notice?.to).toBe(user.email);
    expect(notice?.text).toContain('changed in your account settings');
  });

  it('when the link is used twice, then the second time it explains itself and nothing changes', async () => {
    const { body, token } = await askedFor();
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token, 'Another-pass99');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: RESET_LINK_INVALID_MESSAGE,
      code: 'RESET_LINK_INVALID',
    });
    expect((await h.login(body.username, 'Brand-new-pass1')).res.status).toBe(200);
  });

  it('when the same link is confirmed twice at once, then exactly one succeeds', async () => {
    const { token } = await askedFor();
    const answers = await Promise.all([
      confirm(token, 'First-pass-11'),
      confirm(token, 'Second-pass-22'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('when the link has expired, then it explains itself and the password stays', async () => {
    const { body, user, token, session } = await askedFor();
    await h
      .users()
      .updateOne(
        { _id: new Types.ObjectId(user.id) },
        { $set: { 'passwordReset.expiresAt': new Date(Date.now() - 1000) } },
      );
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await me(session)).status).toBe(200);
    expect((await h.login(body.username)).res.status).toBe(200);
  });

  it("when the token is made up or another account's hash, then it explains itself", async () => {
    const { user } = await askedFor();
    const doc = await storedUser(h, user.id);
    for (const token of ['made-up', doc?.passwordReset.tokenHash as string, 'x'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
    }
  });

  it('when a second link is asked for, then the first one stops working', async () => {
    const { body, user, token: first } = await askedFor();
    await ask(body.email);
    const mails = await resetMails(user.id);
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1], '/reset-password');
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('when the password breaks the registration rule, then the same message as registration and the link still works', async () => {
    const { token } = await askedFor();
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters');
    expect((await confirm(token)).status).toBe(200);
  });

  it('when the stored address cannot be mailed, then no link is stored either, and the answer is the same', async () => {
    const { user } = await h.register();
    // An old row from before today's address checks (a mail to it would be refused).
    const odd = `odd${Date.now()}@example-.com`;
    await h.users().updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { email: odd } });
    const res = await ask(odd);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect((await storedUser(h, user.id))?.passwordReset).toBeUndefined();
    expect(await resetMails(user.id)).toHaveLength(0);
  });

  it('when an admin disabled the account, then no link is sent and the answer is the same', async () => {
    const { user, body } = await h.register();
    await h.users().updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { disabled: true } });
    const res = await ask(body.email);
    expect(res.body).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(await resetMails(user.id)).toHaveLength(0);
  });

  it.each([
    [{}, 400],
    [{ email: 'not-an-email' }, 400],
    [{ email: { $gt: '' } }, 400],
    [{ email: 'a@example.com', extra: 1 }, 400],
  ])('when the body is %j, then %i before anything is read', async (body, status) => {
    expect((await h.api().post('/api/password-reset').send(body)).status).toBe(status);
  });
});

describe('password reset limits', () => {
  const h = accountHarness({
    PASSWORD_RESET_MAX_PER_ADDRESS: '5',
    PASSWORD_RESET_MAX_PER_ACCOUNT: '3',
    PASSWORD_RESET_MAX_CONFIRM_FAILURES: '3',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const from = (address: string) =>
    h.api().post('/api/password-reset').set(gatewayForwardHeaders(h.config.internalToken, address));

  it('when one address asks more than 5 times, then 429 with a readable message and Retry-After; another address is not blocked', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await from('198.51.100.7').send({ email: `${h.uniqueName()}@example.com` });
      expect(res.status).toBe(200);
    }
    const blocked = await from('198.51.100.7').send({ email: `${h.uniqueName()}@example.com` });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_PASSWORD_RESETS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.8').send({ email: 'x@example.com' })).status).toBe(200);
  });

  it('when one account is asked for more than 3 times from many addresses, then the answers stay the same but no more mails go', async () => {
    const { user, body } = await h.register();
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await from(`203.0.113.${10 + i}`).send({ email: body.email }));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const mails = (await outboxOf(h, user.id)).filter((m) => m.key.startsWith('password-reset:'));
    expect(mails).toHaveLength(3);
  });

  it('when one address confirms dead links more than 3 times, then 429', async () => {
    const confirm = () =>
      h
        .api()
        .post('/api/password-reset/confirm')
        .set(gatewayForwardHeaders(h.config.internalToken, '192.0.2.44'))
        .send({ token: `guess${Math.random()}`, password: 'Brand-new-pass1' });
    for (let i = 0; i < 3; i += 1) expect((await confirm()).status).toBe(400);
    const blocked = await confirm();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_PASSWORD_RESETS_MESSAGE);
  });
});
