import { createHash } from 'node:crypto';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  TOO_MANY_VERIFICATION_MAILS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '@coffee/contracts';
import { Types } from 'mongoose';
import { createUserRepository } from '../data/user-repository';
import { seedDemoUsers } from '../domain/demo-users';
import { createPasswordHasher } from '../infra/password-hasher';
import { accountHarness, bearer } from './harness';
import { linkToken, outboxOf, storedUser, type StoredMail } from './mail-links';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('email verification: welcome link, POST /api/verify-email, the profile email change', () => {
  const h = accountHarness({ EMAIL_VERIFICATION_MAX_RESENDS: '3' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const verify = (token: string) => h.api().post('/api/verify-email').send({ token });
  const status = (session: string) => h.api().get('/api/profile/email').set(bearer(session));
  const resend = (session: string) =>
    h.api().post('/api/profile/email/verification').set(bearer(session)).send({});
  const changeEmail = (session: string, email: string) =>
    h.api().put('/api/profile').set(bearer(session)).send({ fullName: 'Ada Lovelace', email });
  const verifyLink = (mail: StoredMail | undefined) => linkToken(mail, '/verify-email');

  it('when an account registers, then the welcome mail and its link are in the inserted document itself', async () => {
    const { user, token: session } = await h.register({ fullName: 'Ada Lovelace' });
    const doc = await storedUser(h, user.id);
    expect(doc?.emailVerified).toBe(false);
    const [welcome, ...others] = await outboxOf(h, user.id);
    expect(others).toHaveLength(0);
    const token = verifyLink(welcome);
    expect(welcome).toMatchObject({
      key: `welcome:${user.id}:${sha256(token).slice(0, 16)}`,
      to: user.email,
      toName: 'Ada Lovelace',
      subject: 'Welcome to Brew Haven: please verify your email',
      category: 'transactional',
    });
    expect(doc?.emailVerification).toMatchObject({ tokenHash: sha256(token), email: user.email });
    expect((await status(session)).body).toEqual({
      email: user.email,
      emailVerified: false,
      pendingEmail: null,
    });
  });

  it('when the link is opened, then the address is verified, once', async () => {
    const { user, token: session } = await h.register();
    const token = verifyLink((await outboxOf(h, user.id))[0]);
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: EMAIL_VERIFIED_MESSAGE });
    expect((await status(session)).body).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: EMAIL_LINK_INVALID_MESSAGE,
      code: 'EMAIL_LINK_INVALID',
    });
  });

  it('when the link is expired or made up, then it explains itself and nothing is verified', async () => {
    const { user, token: session } = await h.register();
    const token = verifyLink((await outboxOf(h, user.id))[0]);
    await h
      .users()
      .updateOne(
        { _id: new Types.ObjectId(user.id) },
        { $set: { 'emailVerification.expiresAt': new Date(Date.now() - 1000) } },
      );
    for (const bad of [token, 'made-up', sha256(token)]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EMAIL_LINK_INVALID_MESSAGE);
    }
    expect((await status(session)).body.emailVerified).toBe(false);
  });

  it('when the profile changes the email, then it waits as pending, the link goes to the new address, and only the link makes it the email', async () => {
    const { user, token: session } = await h.register();
    await verify(verifyLink((await outboxOf(h, user.id))[0]));
    const newEmail = `${h.uniqueName('new')}@example.com`;
    const saved = await changeEmail(session, newEmail.toUpperCase());
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe(user.email);
    expect((await status(session)).body).toEqual({
      email: user.email,
      emailVerified: true,
      pendingEmail: newEmail,
    });
    const mail = (await outboxOf(h, user.id)).find((m) => m.key.startsWith('verify-email:'));
    expect(mail).toMatchObject({ to: newEmail, subject: 'Confirm your new email address' });
    // Saving the form again with the old address shown does not drop the pending change.
    expect((await changeEmail(session, user.email)).status).toBe(200);
    expect((await status(session)).body.pendingEmail).toBe(newEmail);

    expect((await verify(verifyLink(mail))).status).toBe(200);
    expect((await status(session)).body).toEqual({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await h.api().get('/api/user').set(bearer(session))).body.email).toBe(newEmail);
  });

  it("when the new email is another account's, then 409 and nothing is pending", async () => {
    const other = await h.register();
    const { user, token: session } = await h.register();
    const res = await changeEmail(session, other.user.email);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect((await storedUser(h, user.id))?.pendingEmail).toBeNull();
  });

  it('when another account takes the pending address before the link is opened, then 409 and the email stays', async () => {
    const { user, token: session } = await h.register();
    const wanted = `${h.uniqueName('race')}@example.com`;
    await changeEmail(session, wanted);
    const mail = (await outboxOf(h, user.id)).find((m) => m.key.startsWith('verify-email:'));
    await h.register({ email: wanted });
    const res = await verify(verifyLink(mail));
    expect(res.status).toBe(409);
    expect((await status(session)).body.email).toBe(user.email);
  });

  it('when a new link is asked for, then it goes to the pending address, the old link stops working, and past 3 in the window 429', async () => {
    const { user, token: session } = await h.register();
    const first = verifyLink((await outboxOf(h, user.id))[0]);
    const sent = await resend(session);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: VERIFICATION_SENT_MESSAGE });
    const mails = await outboxOf(h, user.id);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to: user.email, subject: 'Verify your email address' });
    expect((await verify(first)).status).toBe(400);

    const pending = `${h.uniqueName('pending')}@example.com`;
    await changeEmail(session, pending);
    expect((await resend(session)).status).toBe(200);
    expect((await outboxOf(h, user.id)).at(-1)?.to).toBe(pending);
    expect((await resend(session)).status).toBe(200);
    const blocked = await resend(session);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_VERIFICATION_MAILS_MESSAGE);
  });

  it('when the address is verified and nothing is pending, then a new link is refused (409)', async () => {
    const { user, token: session } = await h.register();
    await verify(verifyLink((await outboxOf(h, user.id))[0]));
    const res = await resend(session);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_ALREADY_VERIFIED_MESSAGE);
    expect((await h.api().get('/api/profile/email')).status).toBe(401);
  });

  it('when a name carries CR/LF, then the recorded mail has it on one line (no header can be added)', async () => {
    const { user } = await h.register({ fullName: 'Eve\r\nBcc: victim@example.com' });
    const [welcome] = await outboxOf(h, user.id);
    expect(welcome?.toName).toBe('Eve Bcc: victim@example.com');
    expect(welcome?.subject).not.toMatch(/[\r\n]/);
    expect(welcome?.html).toContain('Hi Eve');
  });

  it('when a name carries HTML, then the HTML part shows it as text', async () => {
    const { user } = await h.register({ fullName: '<img src=x onerror=alert(1)>' });
    const [welcome] = await outboxOf(h, user.id);
    expect(welcome?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(welcome?.html).not.toContain('<img src=x');
  });

  it('when the demo users are seeded, then their addresses are verified and no mail is recorded', async () => {
    await seedDemoUsers(createUserRepository(h.service.ctx.db), createPasswordHasher(4));
    const demo = await h.users().findOne({ username: 'customer' });
    expect(demo?.emailVerified).toBe(true);
    expect(demo?.outbox).toBeUndefined();
  });
});
