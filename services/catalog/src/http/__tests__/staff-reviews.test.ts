import {
  productReviewsSchema,
  REVIEW_NOT_FOUND_MESSAGE,
  roles,
  staffReviewPageSchema,
  staffReviewSchema,
  type Role,
} from '@coffee/contracts';
import { startCatalogWithUsers, type CatalogWithUsers } from '../../__tests__/start-with-users';

const actor = (role: Role = 'manager') => ({ userId: `u-${role}`, role, name: `${role}1` });

describe('internal staff review moderation (catalog)', () => {
  let shop: CatalogWithUsers;
  const internal = () => shop.internal;
  const list = (query = '') =>
    shop.anonymous().get(`/internal/staff/reviews${query}`).set(internal());
  const setHidden = (id: string, hidden: boolean, who = actor()) =>
    shop
      .anonymous()
      .put(`/internal/staff/reviews/${id}/visibility`)
      .set(internal())
      .send({ change: { hidden }, actor: who });
  const publicReviews = async (productId: string) =>
    productReviewsSchema.parse(
      (await shop.anonymous().get(`/api/products/${productId}/reviews`).expect(200)).body,
    );
  const product = async (productId: string) =>
    (await shop.anonymous().get(`/api/products/${productId}`).expect(200)).body as {
      rating: number | null;
      reviewCount: number;
    };

  let mugId: string;
  let good: string;
  let rude: string;

  beforeAll(async () => {
    shop = await startCatalogWithUsers();
    mugId = shop.bySku('F-MUG').id;
    const ada = shop.newUser({ fullName: 'Ada Lovelace' });
    const bob = shop.newUser({ fullName: 'Bob Stone' });
    const a = await shop
      .as(ada)
      .post('/api/reviews')
      .send({ productId: mugId, rating: 5, title: 'Lovely mug', comment: 'Keeps it warm.' })
      .expect(201);
    const b = await shop
      .as(bob)
      .post('/api/reviews')
      .send({
        productId: mugId,
        rating: 1,
        title: 'Awful spam',
        comment: 'Buy my stuff elsewhere.',
      })
      .expect(201);
    good = a.body.id;
    rude = b.body.id;
  });
  afterAll(async () => {
    await shop.stop();
  });

  it('when listed, then every review newest first with the product’s and the author’s names', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const page = staffReviewPageSchema.parse(res.body);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((r) => r.id)).toEqual([rude, good]);
    expect(page.items[0]).toMatchObject({
      productId: mugId,
      productName: 'Ceramic Mug',
      authorName: 'Bob Stone',
      rating: 1,
      title: 'Awful spam',
      hidden: false,
    });
  });

  it('when q is given, then reviews matching the product, author, title or text', async () => {
    expect(
      staffReviewPageSchema.parse((await list('?q=spam')).body).items.map((r) => r.id),
    ).toEqual([rude]);
    expect(staffReviewPageSchema.parse((await list('?q=ada')).body).total).toBe(1);
    expect(staffReviewPageSchema.parse((await list('?q=ceramic')).body).total).toBe(2);
    expect(staffReviewPageSchema.parse((await list('?q=nothing-like-it')).body).total).toBe(0);
    expect(staffReviewPageSchema.parse((await list('?pageSize=1&page=2')).body).items).toHaveLength(
      1,
    );
  });

  it('when a manager hides a review, then it leaves the shop’s list and the product’s figures; restored, it is back', async () => {
    const before = await product(mugId);
    expect((await publicReviews(mugId)).total).toBe(2);
    const res = await setHidden(rude, true);
    expect(res.status).toBe(200);
    expect(staffReviewSchema.parse(res.body)).toMatchObject({ id: rude, hidden: true });
    const shown = await publicReviews(mugId);
    expect(shown.reviews.map((r) => r.id)).toEqual([good]);
    expect(shown.total).toBe(1);
    expect(shown.distribution[1]).toBe(0);
    const after = await product(mugId);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.rating).toBeGreaterThan(before.rating!);
    // Staff still see it, marked hidden.
    const staff = staffReviewPageSchema.parse((await list()).body);
    expect(staff.items.find((r) => r.id === rude)?.hidden).toBe(true);

    expect((await setHidden(rude, false, actor('admin'))).body.hidden).toBe(false);
    expect((await publicReviews(mugId)).total).toBe(2);
    expect(await product(mugId)).toEqual(expect.objectContaining(before));
  });

  it.each(roles.filter((r) => r === 'customer' || r === 'employee'))(
    'when the actor is a %s, then 403 and the review stays',
    async (role) => {
      const res = await setHidden(good, true, actor(role));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Forbidden');
      expect((await publicReviews(mugId)).reviews.map((r) => r.id)).toContain(good);
    },
  );

  it.each([['a'.repeat(24)], ['not-an-id']])(
    'when the review %s does not exist, then 404',
    async (id) => {
      const res = await setHidden(id, true);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(REVIEW_NOT_FOUND_MESSAGE);
    },
  );

  it.each([
    ['no change', { actor: actor() }],
    ['hidden as text', { change: { hidden: 'yes' }, actor: actor() }],
    ['no actor', { change: { hidden: true } }],
    ['an extra field', { change: { hidden: true, reason: 'x' }, actor: actor() }],
  ])('when the body has %s, then 400', async (_case, body) => {
    const res = await shop
      .anonymous()
      .put(`/internal/staff/reviews/${good}/visibility`)
      .set(internal())
      .send(body);
    expect(res.status).toBe(400);
  });

  it.each(['?page=0', '?pageSize=500', '?sort=x'])(
    'when the list query is %s, then 400',
    async (q) => {
      expect((await list(q)).status).toBe(400);
    },
  );
});
