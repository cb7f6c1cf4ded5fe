import { createHash } from 'node:crypto';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { summariseUserAgent } from '../domain/device-sign-in';
import { createAccountMails } from '../mail/account-mails';
import { accountHarness, bearer, setCookies } from './harness';
import { outboxOf, storedUser } from './mail-links';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const YEAR_S = 365 * 24 * 60 * 60;

describe('sign-in from a new device: the device cookie and the optional mail', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    setCookies(res as never).find((c) => c.name === 'coffee_device');
  const newDeviceMails = async (id: string) =>
    (await outboxOf(h, id)).filter((m) => m.key.startsWith('new-device-sign-in:'));
  /** Signs in from the browser holding `device` (none: a browser never seen). */
  async function signIn(
    username: string,
    device?: string,
    headers: Record<string, string> = {},
  ): Promise<string> {
    const req = h.api().post('/api/login').set(headers);
    if (device) req.set('cookie', `coffee_device=${device}`);
    const res = await req.send({ username, password: 'Secret123!' });
    expect(res.status).toBe(200);
    const cookie = deviceCookie(res);
    if (!cookie) throw new Error('no device cookie');
    return cookie.value;
  }
  async function registered(on: boolean) {
    const made = await h.register({ fullName: 'Grace Hopper' });
    const device = deviceCookie(made.res)?.value ?? '';
    if (on) {
      const res = await h
        .api()
        .put('/api/profile/preferences')
        .set(bearer(made.token))
        .send({ notifications: { newDeviceSignIn: true } });
      expect(res.status).toBe(200);
      expect(res.body.notifications.newDeviceSignIn).toBe(true);
    }
    return { ...made, device };
  }

  it('when an account registers, then its browser gets a year-long httpOnly device cookie, kept only as a hash', async () => {
    const { res, user } = await registered(false);
    const cookie = deviceCookie(res);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie?.attributes.secure).toBeUndefined();
    expect(Number(cookie?.attributes['max-age'])).toBe(YEAR_S);
    const doc = await storedUser(h, user.id);
    expect(doc?.devices.map((d: { hash: string }) => d.hash)).toEqual([sha256(cookie!.value)]);
    expect(JSON.stringify(doc)).not.toContain(cookie!.value);
  });

  it('when the choice is off (the default), then a new browser is remembered but no mail is recorded', async () => {
    const { user, body } = await registered(false);
    const prefs = await h
      .api()
      .get('/api/profile/preferences')
      .set(bearer((await h.login(body.username)).token));
    expect(prefs.body.notifications.newDeviceSignIn).toBe(false);
    await signIn(body.username);
    await signIn(body.username);
    expect(await newDeviceMails(user.id)).toEqual([]);
    expect((await storedUser(h, user.id))?.devices).toHaveLength(4);
  });

  it('when the choice is on, then each new browser records one mail and a known one none', async () => {
    const { user, body, device } = await registered(true);
    // The browser that registered is known: its first sign-in sends nothing.
    expect(await signIn(body.username, device)).toBe(device);
    expect(await newDeviceMails(user.id)).toHaveLength(0);

    const address = '203.0.113.7';
    const second = await signIn(body.username, undefined, {
      ...gatewayForwardHeaders(h.config.internalToken, address),
      'user-agent': FIREFOX_LINUX,
    });
    expect(second).not.toBe(device);
    const [mail, ...more] = await newDeviceMails(user.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: user.email,
      toName: 'Grace Hopper',
      subject: 'New sign-in to your Brew Haven account',
      category: 'transactional',
    });
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('Firefox on Linux');
      expect(part).toContain(address);
      expect(part).toMatch(/\d{2}:\d{2} UTC/);
      expect(part).toContain('http://localhost:8080/forgot-password');
    }

    // The same browser again: known now.
    await signIn(body.username, second);
    expect(await newDeviceMails(user.id)).toHaveLength(1);
    // Another new browser: another mail.
    await signIn(body.username, 'not-a-valid-device-id');
    expect(await newDeviceMails(user.id)).toHaveLength(2);
  });

  it('when the User-Agent carries markup, then the mail names the browser from a fixed list and escapes it all', async () => {
    const { user, body } = await registered(true);
    await signIn(body.username, undefined, {
      'user-agent': `${FIREFOX_LINUX} <img src=x onerror=alert(1)>"><script>x</script>`,
    });
    const [mail] = await newDeviceMails(user.id);
    expect(mail?.html).toContain('Firefox on Linux');
    expect(mail?.html).not.toMatch(/<img|<script|onerror/);
    expect(mail?.text).not.toMatch(/<img|<script|onerror/);
    expect(JSON.stringify((mail as { headers?: unknown }).headers ?? {})).not.toContain('img');
  });

  it('when the User-Agent carries CR/LF, then nothing of it reaches a header or the mail', () => {
    const hostile = 'Evil\r\nBcc: victim@example.com\r\n\r\n<b>hi</b>';
    expect(summariseUserAgent(hostile)).toBe('An unknown browser');
    const mail = createAccountMails('http://localhost:8080').newDeviceSignIn(
      {
        id: 'u1',
        username: 'ada',
        fullName: 'Ada\r\nBcc: x@example.com',
        email: 'ada@example.com',
      },
      { at: new Date('2026-11-29T18:40:00Z'), browser: summariseUserAgent(hostile), address: null },
      'e1',
    );
    expect(mail.subject).toBe('New sign-in to your Brew Haven account');
    expect(mail.toName).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('victim');
    expect(mail.text).toContain('Sunday, 29 November 2026 at 18:40 UTC');
  });

  it('when an account signs in from many browsers, then only the last ten are kept', async () => {
    const { user, body } = await registered(false);
    for (let i = 0; i < 11; i += 1) await signIn(body.username);
    const devices = (await storedUser(h, user.id))?.devices;
    expect(devices).toHaveLength(10);
  });

  it('when the choice is sent, then it round-trips and other updates leave it as it is', async () => {
    const { token } = await registered(true);
    const put = (notifications: object) =>
      h.api().put('/api/profile/preferences').set(bearer(token)).send({ notifications });
    expect((await put({ orderUpdates: false })).body.notifications).toMatchObject({
      orderUpdates: false,
      newDeviceSignIn: true,
    });
    expect((await put({ newDeviceSignIn: false })).body.notifications.newDeviceSignIn).toBe(false);
    const got = await h.api().get('/api/profile/preferences').set(bearer(token));
    expect(got.body.notifications).toMatchObject({ orderUpdates: false, newDeviceSignIn: false });
    expect((await put({ newDeviceSignIn: 'yes' })).status).toBe(400);
  });
});
