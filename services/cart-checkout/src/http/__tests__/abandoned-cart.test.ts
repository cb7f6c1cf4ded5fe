import { newUserId } from '@coffee/service-defaults/testing';
import { movableClock } from '../../__tests__/order-helpers';
import {
  startMailProfileStandIn,
  type StandInProfile,
} from '../../__tests__/mail-profile-stand-in';
import type { StoredMail } from '../../__tests__/mail-helpers';
import { startCart, type StartedCart } from '../../__tests__/start-cart';
import {
  CART_LINK_EXPIRED_MESSAGE,
  CART_LINK_INVALID_MESSAGE,
  CART_LINK_OTHER_ACCOUNT_MESSAGE,
} from '../../domain/cart-reminders';

const PUBLIC_URL = 'https://shop.example';
const DAY_MINUTES = 24 * 60;

describe('the abandoned-cart reminder', () => {
  let cart: StartedCart;
  let standIn: Awaited<ReturnType<typeof startMailProfileStandIn>>;
  const clock = movableClock();

  beforeAll(async () => {
    standIn = await startMailProfileStandIn(() => cart.config.internalToken);
    cart = await startCart({ PUBLIC_URL, ACCOUNT_URL: standIn.url }, { clock });
    standIn.forwardTo(cart.account.url);
  });
  afterAll(async () => {
    await cart.stop();
    await standIn.stop();
  });
  afterEach(() => clock.reset());

  /** A shopper with a cart of two products, and their mail profile at the account. */
  async function shopper(profile: Partial<StandInProfile> = {}) {
    const userId = newUserId();
    standIn.profiles.set(userId, {
      email: `${userId.slice(-8)}@example.com`,
      name: 'Ada <b>Lovelace</b>',
      marketing: true,
      unsubscribeUrl: `${PUBLIC_URL}/newsletter/unsubscribe?token=tok${userId}`,
      oneClickUrl: `${PUBLIC_URL}/api/newsletter/one-click?token=tok${userId}`,
      ...profile,
    });
    const products = [
      cart.catalog.addProduct({ inventory: 50 }),
      cart.catalog.addProduct({ inventory: 50 }),
    ];
    await cart
      .as(userId)
      .post('/api/cart')
      .send({ productId: products[0]!.id, quantity: 2 })
      .expect(201);
    await cart
      .as(userId)
      .post('/api/cart')
      .send({ productId: products[1]!.id, quantity: 1 })
      .expect(201);
    return { userId, products };
  }

  const remindersOf = (userId: string) =>
    cart.db.collection('cart_reminders').find({ userId }).toArray();
  async function mailsOf(userId: string): Promise<StoredMail[]> {
    return (await remindersOf(userId)).flatMap(
      (doc) => (doc.outbox as StoredMail[] | undefined) ?? [],
    );
  }
  const tokenOf = (mail: StoredMail | undefined) => {
    const found = /\/checkout\?restore=([A-Za-z0-9_.-]+)/.exec(mail?.text ?? '');
    if (!found?.[1]) throw new Error(`no restore link in ${mail?.text}`);
    return found[1];
  };
  const restore = (userId: string, token: string) =>
    cart.as(userId).post('/api/cart/restore').send({ token });

  it('when a cart has changed within the delay, then no reminder', async () => {
    const { userId } = await shopper();
    clock.advanceMinutes(DAY_MINUTES - 5);
    await cart.service.sweepCarts();
    expect(await remindersOf(userId)).toHaveLength(0);
  });

  it('when a subscribed shopper leaves a cart for 24 hours, then one reminder, however many sweeps run, at once or later', async () => {
    const { userId } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    await Promise.all([cart.service.sweepCarts(), cart.service.sweepCarts()]);
    await cart.service.sweepCarts();
    const mails = await mailsOf(userId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: `${userId.slice(-8)}@example.com`,
      subject: 'You left something in your cart',
      category: 'marketing',
    });
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/newsletter/one-click?token=tok${userId}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail?.html).toContain(`${PUBLIC_URL}/newsletter/unsubscribe?token=tok${userId}`);
    expect(mail?.text).toMatch(/https:\/\/shop\.example\/checkout\?restore=/);
    expect((await remindersOf(userId))[0]).toMatchObject({ outcome: 'mailed' });
  });

  it('when the shopper opted out of marketing mail, then no reminder, ever, for that cart', async () => {
    const { userId } = await shopper({ marketing: false, unsubscribeUrl: null, oneClickUrl: null });
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    await cart.service.sweepCarts();
    expect(await mailsOf(userId)).toHaveLength(0);
    expect(await remindersOf(userId)).toEqual([expect.objectContaining({ outcome: 'opted-out' })]);
  });

  it('when the account cannot answer, then nothing is claimed and the next sweep sends it', async () => {
    const { userId } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    standIn.setDown(true);
    try {
      await cart.service.sweepCarts();
    } finally {
      standIn.setDown(false);
    }
    expect(await remindersOf(userId)).toHaveLength(0);
    await cart.service.sweepCarts();
    expect(await mailsOf(userId)).toHaveLength(1);
  });

  it('when the cart changes after its reminder, then it is a new cart: one more reminder a day later', async () => {
    const { userId, products } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    clock.reset();
    await cart
      .as(userId)
      .post('/api/cart')
      .send({ productId: products[0]!.id, quantity: 1 })
      .expect(201);
    await cart.service.sweepCarts();
    expect(await mailsOf(userId)).toHaveLength(1);
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    expect(await mailsOf(userId)).toHaveLength(2);
  });

  it('when the link is followed on another device after the cart emptied, then the lines come back once', async () => {
    const { userId, products } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    const token = tokenOf((await mailsOf(userId))[0]);
    clock.reset();
    // Another device: the same account, its cart since emptied there.
    const lines = (await cart.as(userId).get('/api/cart').expect(200)).body as { id: string }[];
    for (const line of lines) await cart.as(userId).delete(`/api/cart/${line.id}`).expect(204);
    const first = await restore(userId, token).expect(200);
    expect(first.body).toEqual({ restored: 2, unavailable: [] });
    const again = await restore(userId, token).expect(200);
    expect(again.body).toEqual({ restored: 0, unavailable: [] });
    const after = (await cart.as(userId).get('/api/cart').expect(200)).body as {
      product: { id: string } | null;
      quantity: number;
    }[];
    expect(after.map((line) => [line.product?.id, line.quantity])).toEqual([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
  });

  it('when the account is deleted, then its cart reminders go with its cart', async () => {
    const { userId } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    expect(await remindersOf(userId)).toHaveLength(1);
    await cart.internal.post(`/internal/users/${userId}/forget`).send().expect(200);
    expect(await remindersOf(userId)).toHaveLength(0);
  });

  it('when the link is forged, tampered, expired or another account follows it, then a clear 4xx and no change', async () => {
    const { userId } = await shopper();
    clock.advanceMinutes(DAY_MINUTES + 1);
    await cart.service.sweepCarts();
    const token = tokenOf((await mailsOf(userId))[0]);
    const [payload, mac] = token.split('.');
    const tampered = `${Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace(userId, newUserId()),
    ).toString('base64url')}.${mac}`;
    for (const bad of ['nonsense', `${payload}.AAAA`, tampered]) {
      const res = await restore(userId, bad).expect(400);
      expect(res.body).toMatchObject({
        code: 'CART_LINK_INVALID',
        message: CART_LINK_INVALID_MESSAGE,
      });
    }
    const stranger = await restore(newUserId(), token).expect(403);
    expect(stranger.body).toMatchObject({ message: CART_LINK_OTHER_ACCOUNT_MESSAGE });
    await restore(userId, '').expect(400);
    clock.advanceMinutes(8 * DAY_MINUTES);
    const expired = await restore(userId, token).expect(410);
    expect(expired.body).toMatchObject({
      code: 'CART_LINK_EXPIRED',
      message: CART_LINK_EXPIRED_MESSAGE,
    });
  });
});
