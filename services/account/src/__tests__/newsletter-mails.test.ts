import { randomBytes, createHash } from 'node:crypto';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@coffee/contracts';
import { createAttemptLog, createAttemptThrottle } from '@coffee/service-defaults';
import { startMailpit, type Mailpit } from '@coffee/mailer/testing';
import { createAccountLinkRepository } from '../data/account-link-repository';
import { createNewsletterMailStore } from '../data/newsletter-mail-store';
import { createSubscriptionRepository } from '../data/subscription-repository';
import { createUsedLinks } from '../data/used-links';
import {
  createNewsletterUseCases,
  NEWSLETTER_ANSWER_FLOOR_MS,
} from '../domain/newsletter-use-cases';
import { createOwnSubscription } from '../domain/own-subscription';
import { accountHarness, bearer } from './harness';
import type { StoredMail } from './mail-links';

type Mail = StoredMail & { headers?: Record<string, string> };

const ONE_CLICK = /<https:\/\/shop\.example\/api\/newsletter\/one-click\?token=([\w-]{43})>/;

describe('newsletter mails: double opt-in, one-click unsubscribe (issue 27)', () => {
  const h = accountHarness({
    PUBLIC_URL: 'https://shop.example',
    NEWSLETTER_MAX_PER_EMAIL: '3',
    NEWSLETTER_MAX_PER_ADDRESS: '200',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const rows = () => h.service.ctx.db.collection('email_subscriptions');
  const row = (email: string) => rows().findOne({ email });
  const outbox = async (email: string) => ((await row(email))?.outbox ?? []) as Mail[];
  const email = () => `${h.uniqueName('nl')}@example.com`;
  const subscribe = (body: Record<string, unknown>, token?: string) => {
    const req = h.api().post('/api/newsletter');
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const confirm = (token: unknown) => h.api().post('/api/newsletter/confirm').send({ token });
  const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
    h
      .api()
      .post(`/api/newsletter/one-click?token=${encodeURIComponent(token)}`)
      .type('form')
      .send(body);
  const confirmToken = (mail: Mail | undefined) => {
    const found = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(mail?.text ?? '');
    if (!found?.[1]) throw new Error(`no confirm link in ${JSON.stringify(mail?.text)}`);
    return found[1];
  };
  const oneClickToken = (mail: Mail | undefined) => {
    const found = ONE_CLICK.exec(mail?.headers?.['List-Unsubscribe'] ?? '');
    if (!found?.[1]) throw new Error(`no List-Unsubscribe in ${JSON.stringify(mail?.headers)}`);
    return found[1];
  };

  /** The use cases as the server wires them, for the marketing sender no route exposes yet. */
  function useCases() {
    const db = h.service.ctx.db;
    const subscriptions = createSubscriptionRepository(db);
    const links = createAccountLinkRepository(db);
    return createNewsletterUseCases({
      subscriptions,
      own: createOwnSubscription(subscriptions),
      throttle: createAttemptThrottle(createAttemptLog(db, 'newsletter_attempts'), {
        windowMs: 60_000,
        message: 'Too many',
        code: 'TOO_MANY',
      }),
      limits: { perAddress: 100, perEmail: 100 },
      clock: h.service.ctx.clock,
      mailStore: createNewsletterMailStore(db),
      publicUrl: 'https://shop.example',
      accountByEmail: (address) => links.findByEmail(address),
      takeLink: createUsedLinks(db).take,
    });
  }
  const issue = (key: string) => () => ({
    key,
    subject: 'New roasts this week',
    title: 'New roasts',
    bodyHtml: '<p>Fresh from the roaster.</p>',
    bodyText: 'Fresh from the roaster.',
  });

  /** Signed out: sign up, follow the confirmation link: a subscribed, confirmed row. */
  async function confirmed(address = email(), names: Record<string, string> = {}) {
    await subscribe({ email: address, ...names }).expect(200);
    const res = await confirm(confirmToken((await outbox(address))[0]));
    expect(res.status).toBe(200);
    return address;
  }

  describe('confirmation (double opt-in)', () => {
    it('when a new address signs up, then the pending row and its confirmation mail are one write: transactional, a 43-character single-use link', async () => {
      const address = email();
      const res = await subscribe({ email: address, firstName: 'Ada' });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
      const stored = await row(address);
      expect(stored).toMatchObject({ isSubscribed: false, pending: true });
      expect(stored?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
      const [mail, ...more] = await outbox(address);
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({
        to: address,
        toName: 'Ada',
        subject: 'Confirm your Brew Haven newsletter subscription',
        category: 'transactional',
      });
      expect(mail?.html).toContain('Yes, subscribe me');
      const token = confirmToken(mail);
      // Only the hash is stored on the row (the token is in the mail alone).
      const { outbox: _mails, ...fields } = (stored ?? {}) as Record<string, unknown>;
      expect(JSON.stringify(fields)).not.toContain(token);
      expect(stored?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    });

    it('when the link is followed, then subscribed, with a marketing welcome mail carrying the RFC 8058 headers and the footer link; a second use is refused', async () => {
      const address = email();
      await subscribe({ email: address, firstName: 'Grace' });
      const token = confirmToken((await outbox(address))[0]);
      const res = await confirm(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: NEWSLETTER_CONFIRMED_MESSAGE });
      expect(await row(address)).toMatchObject({
        isSubscribed: true,
        pending: false,
        confirmTokenHash: null,
      });
      const welcome = (await outbox(address))[1];
      expect(welcome).toMatchObject({
        subject: 'Welcome to the Brew Haven newsletter',
        category: 'marketing',
        headers: {
          'List-Unsubscribe': expect.stringMatching(ONE_CLICK),
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(welcome?.text).toMatch(
        /Unsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe\?token=[\w-]{43}/,
      );
      expect(welcome?.html).toMatch(
        /href="https:\/\/shop\.example\/newsletter\/unsubscribe\?token=/,
      );

      const again = await confirm(token);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE);
      expect(await outbox(address)).toHaveLength(2);
    });

    it('when the same link is confirmed twice at once, then one 200, one 400, one welcome mail', async () => {
      const address = email();
      await subscribe({ email: address });
      const token = confirmToken((await outbox(address))[0]);
      const answers = await Promise.all([confirm(token), confirm(token)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await outbox(address)).filter((m) => m.category === 'marketing')).toHaveLength(1);
    });

    it('when the link has expired, then it is refused with the words that offer a new sign-up, and the row stays pending', async () => {
      const address = email();
      await subscribe({ email: address });
      const token = confirmToken((await outbox(address))[0]);
      await rows().updateOne(
        { email: address },
        { $set: { confirmExpiresAt: new Date(Date.now() - 1000) } },
      );
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE);
      expect(await row(address)).toMatchObject({ isSubscribed: false, pending: true });
    });

    it.each([
      ['a random token', () => randomBytes(32).toString('base64url')],
      ['the stored hash', async (address: string) => (await row(address))?.confirmTokenHash],
      ['an operator object', () => ({ $ne: null })],
      ['an empty string', () => ''],
    ])('when the link is forged (%s), then 400 and nothing changes', async (_label, forge) => {
      const address = email();
      await subscribe({ email: address });
      const res = await confirm(await forge(address));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE);
      expect(await row(address)).toMatchObject({ isSubscribed: false, pending: true });
    });

    it('when an address signs up again while pending, then one new mail whose link replaces the first; past the per-email limit a 429 and no more mail', async () => {
      const address = email();
      await subscribe({ email: address }).expect(200);
      await subscribe({ email: address }).expect(200);
      const [first, second] = await outbox(address);
      expect(second?.key).not.toBe(first?.key);
      expect((await confirm(confirmToken(first))).status).toBe(400);
      await subscribe({ email: address }).expect(200);
      expect((await subscribe({ email: address })).status).toBe(429);
      expect(await outbox(address)).toHaveLength(3);
      expect((await confirm(confirmToken((await outbox(address))[2]))).status).toBe(200);
    });

    it('when a subscribed, a pending and an unknown address sign up, then the same answer; the subscribed one gets no mail and keeps its names', async () => {
      const subscribed = await confirmed(email(), { firstName: 'Owner' });
      const pending = email();
      await subscribe({ email: pending });
      const before = await outbox(subscribed);
      const answers = await Promise.all([
        subscribe({ email: subscribed, firstName: 'Mallory' }),
        subscribe({ email: pending }),
        subscribe({ email: email() }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await outbox(subscribed)).toEqual(before);
      expect((await row(subscribed))?.firstName).toBe('Owner');
    });

    it('when a new, a pending and a subscribed address sign up, then every answer takes at least the floor, so its time tells nothing', async () => {
      const subscribed = await confirmed();
      const pending = email();
      await subscribe({ email: pending });
      for (const address of [email(), pending, subscribed]) {
        const started = performance.now();
        await subscribe({ email: address }).expect(200);
        expect(performance.now() - started).toBeGreaterThanOrEqual(NEWSLETTER_ANSWER_FLOOR_MS - 1);
      }
    });

    it("when a stranger signs up an existing row's address with another name, then the mail greets the row's own name", async () => {
      const address = email();
      await subscribe({ email: address, firstName: 'Ada' });
      await subscribe({ email: address, firstName: 'Buy cheap pills at evil.example' });
      const [, second] = await outbox(address);
      expect(second?.text).toContain('Hi Ada,');
      expect(second?.text).not.toContain('evil.example');
    });

    it('when a name carries CR/LF and markup, then the To name is one line and the HTML is escaped', async () => {
      const address = email();
      await subscribe({ email: address, firstName: 'Eve\r\nBcc: victim@example.com<b>' });
      const [mail] = await outbox(address);
      expect(mail?.toName ?? '').not.toMatch(/[\r\n]/);
      expect(mail?.html).not.toContain('<b>');
      expect(mail?.subject).not.toMatch(/[\r\n]/);
    });
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    it('when a mail client POSTs List-Unsubscribe=One-Click to the header URL with no session, then unsubscribed; again: still 200', async () => {
      const address = await confirmed();
      const token = oneClickToken((await outbox(address))[1]);
      const res = await oneClick(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: NEWSLETTER_UNSUBSCRIBED_MESSAGE });
      expect(await row(address)).toMatchObject({ isSubscribed: false });
      const again = await oneClick(token);
      expect(again.status).toBe(200);
      expect(await row(address)).toMatchObject({ isSubscribed: false });
    });

    it('when the body is not List-Unsubscribe=One-Click, then 400 and nothing changes; an unknown token is 404', async () => {
      const address = await confirmed();
      const token = oneClickToken((await outbox(address))[1]);
      expect((await oneClick(token, 'List-Unsubscribe=Other')).status).toBe(400);
      expect((await oneClick(token, '')).status).toBe(400);
      expect(await row(address)).toMatchObject({ isSubscribed: true });
      const unknown = await oneClick(randomBytes(32).toString('base64url'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(NEWSLETTER_LINK_INVALID_MESSAGE);
    });

    it('when a person opens the header URL (GET), then 303 to the page that asks for one click, and nothing changes yet', async () => {
      const address = await confirmed();
      const token = oneClickToken((await outbox(address))[1]);
      const res = await h.api().get(`/api/newsletter/one-click?token=${token}`);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/newsletter/unsubscribe?token=${token}`);
      expect(await row(address)).toMatchObject({ isSubscribed: true });
    });

    it("when the link of an account's own subscription is used, then the account's Email preferences read newsletter off", async () => {
      const { user, token: session } = await h.register();
      await h
        .api()
        .put('/api/profile/preferences')
        .set(bearer(session))
        .send({ notifications: { newsletter: true } })
        .expect(200);
      expect(await useCases().sendMarketing(user.email, issue(`issue:${user.id}`))).toBe(true);
      const mail = (await outbox(user.email)).find((m) => m.key === `issue:${user.id}`);
      await oneClick(oneClickToken(mail)).expect(200);
      const prefs = await h.api().get('/api/profile/preferences').set(bearer(session));
      expect(prefs.body.notifications.newsletter).toBe(false);
    });
  });

  describe('marketing mail and the Email preferences', () => {
    it('when a confirmed subscriber gets a marketing mail, then it carries its own one-click URL, both headers and the footer link', async () => {
      const address = await confirmed();
      const cases = useCases();
      expect(await cases.sendMarketing(address, issue(`issue-a:${address}`))).toBe(true);
      expect(await cases.sendMarketing(address, issue(`issue-b:${address}`))).toBe(true);
      const mails = (await outbox(address)).filter((m) => m.key.startsWith('issue-'));
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.category).toBe('marketing');
        expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).toMatch(/Unsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe/);
      }
      // Each mail its own token; both work.
      expect(oneClickToken(mails[0])).not.toBe(oneClickToken(mails[1]));
    });

    it('when addresses opted out in every way, then zero marketing mails reach them', async () => {
      const cases = useCases();
      // 1. Unsubscribed by the link.
      const unsubscribed = await confirmed();
      await oneClick(oneClickToken((await outbox(unsubscribed))[1])).expect(200);
      // 2. Pending: never confirmed.
      const pending = email();
      await subscribe({ email: pending });
      // 3. An account that turned the newsletter off in its Email preferences.
      const { user, token: session } = await h.register();
      const prefs = (newsletter: boolean) =>
        h
          .api()
          .put('/api/profile/preferences')
          .set(bearer(session))
          .send({ notifications: { newsletter } })
          .expect(200);
      await prefs(true);
      await prefs(false);
      // 4. Unknown.
      const unknown = email();
      const targets = [unsubscribed, pending, user.email, unknown];
      const before = await Promise.all(targets.map(outbox));
      for (const target of targets)
        expect(await cases.sendMarketing(target, issue(`optout:${target}`))).toBe(false);
      const after = await Promise.all(targets.map(outbox));
      expect(after).toEqual(before);
      expect(after.flat().filter((m) => m.key.startsWith('optout:'))).toHaveLength(0);
    });

    it('when an account that turned the newsletter off is signed up again signed out and the mail is confirmed, then it is on again, with no welcome mail (it had opted out when the link was used)', async () => {
      const { user, token: session } = await h.register();
      const put = (newsletter: boolean) =>
        h
          .api()
          .put('/api/profile/preferences')
          .set(bearer(session))
          .send({ notifications: { newsletter } })
          .expect(200);
      await put(true);
      await put(false);
      // Its own row is off; the row of its email is that row: a signed-out sign-up asks again.
      await subscribe({ email: user.email });
      const mails = await outbox(user.email);
      const confirmMail = mails.find((m) => m.key.startsWith('newsletter-confirm:'));
      await confirm(confirmToken(confirmMail)).expect(200);
      expect((await outbox(user.email)).filter((m) => m.category === 'marketing')).toHaveLength(0);
      // The owner of the address opted in again: that is the preference now.
      const prefs = await h.api().get('/api/profile/preferences').set(bearer(session));
      expect(prefs.body.notifications.newsletter).toBe(true);
    });
  });
});

describe('newsletter mails through SMTP (Mailpit)', () => {
  let mailpit: Mailpit;
  let h: ReturnType<typeof accountHarness>;
  beforeAll(async () => {
    mailpit = await startMailpit();
    h = accountHarness({ SMTP_URL: mailpit.smtpUrl, PUBLIC_URL: 'https://shop.example' });
    await h.start();
  });
  afterAll(async () => {
    await h?.stop();
    await mailpit?.close();
  });
  const to = (address: string) => (m: { To: { Address: string }[] }) =>
    m.To.some((r) => r.Address === address);

  it('when a name carries CR/LF, then the confirmation and the welcome arrive with no added header; the welcome carries List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const address = `${h.uniqueName('smtp')}@example.com`;
    await h
      .api()
      .post('/api/newsletter')
      .send({ email: address, firstName: 'Eve\r\nBcc: victim@example.com' })
      .expect(200);
    const [summary] = await mailpit.waitForMessages(1, to(address), 15_000);
    const headers = await mailpit.headers(summary!.ID);
    expect(headers.Bcc).toBeUndefined();
    expect(headers.To?.join(' ')).not.toMatch(/[\r\n]/);
    const text = (await mailpit.message(summary!.ID)).Text;
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    await h.api().post('/api/newsletter/confirm').send({ token }).expect(200);
    const found = await mailpit.waitForMessages(
      1,
      (m) => to(address)(m) && m.Subject === 'Welcome to the Brew Haven newsletter',
      15_000,
    );
    const welcome = await mailpit.headers(found[0]!.ID);
    expect(welcome['List-Unsubscribe']?.[0]).toMatch(ONE_CLICK);
    expect(welcome['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(welcome.Bcc).toBeUndefined();
    expect((await mailpit.messages()).filter(to('victim@example.com'))).toHaveLength(0);
  });
});
