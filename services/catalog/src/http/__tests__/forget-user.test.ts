import { startCatalogWithUsers, type CatalogWithUsers } from '../../__tests__/start-with-users';

describe('POST /internal/users/:userId/forget', () => {
  let shop: CatalogWithUsers;

  beforeAll(async () => {
    shop = await startCatalogWithUsers();
  });
  afterAll(async () => {
    await shop.stop();
  });

  const review = { rating: 1, title: 'Not for me', comment: 'Too bitter.' };

  it('when called without or with a wrong internal token, then 401 or 403 and nothing is deleted', async () => {
    const user = shop.newUser();
    await shop
      .as(user)
      .put(`/api/favorites/${shop.bySku('F-MUG').id}`)
      .expect(200);
    await shop.anonymous().post(`/internal/users/${user.id}/forget`).expect(401);
    await shop
      .anonymous()
      .post(`/internal/users/${user.id}/forget`)
      .set('x-internal-token', 'wrong')
      .expect(403);
    expect((await shop.as(user).get('/api/favorites/ids')).body).toHaveLength(1);
  });

  it("when a user is forgotten, then their favorites, reviews and votes go, figures are recounted, others' stay", async () => {
    const [gone, stays] = [shop.newUser(), shop.newUser()];
    const press = shop.bySku('F-PRESS').id;
    const house = shop.bySku('F-HOUSE').id;
    await shop.as(gone).put(`/api/favorites/${press}`).expect(200);
    await shop.as(stays).put(`/api/favorites/${press}`).expect(200);
    await shop
      .as(gone)
      .post('/api/reviews')
      .send({ productId: press, ...review })
      .expect(201);
    const { body: kept } = await shop
      .as(stays)
      .post('/api/reviews')
      .send({ productId: press, ...review, rating: 5 })
      .expect(201);
    await shop.as(gone).post(`/api/reviews/${kept.id}/helpful`).expect(200);
    expect((await shop.anonymous().get(`/api/products/${press}`)).body).toMatchObject({
      rating: 3,
      reviewCount: 2,
    });
    await shop
      .as(gone)
      .post('/api/reviews')
      .send({ productId: house, ...review })
      .expect(201);

    const res = await shop
      .anonymous()
      .post(`/internal/users/${gone.id}/forget`)
      .set(shop.internal)
      .expect(200);
    expect(res.body).toEqual({
      userId: gone.id,
      deleted: { favorites: 1, reviews: 2, helpfulVotes: 1 },
    });

    expect((await shop.as(gone).get('/api/favorites/ids')).body).toEqual([]);
    expect((await shop.as(gone).get('/api/reviews/mine')).body).toEqual([]);
    expect((await shop.as(stays).get('/api/favorites/ids')).body).toEqual([press]);
    const listed = await shop.anonymous().get(`/api/products/${press}/reviews`).expect(200);
    expect(listed.body).toMatchObject({ total: 1, rating: 5, reviewCount: 1 });
    expect(listed.body.reviews[0]).toMatchObject({ id: kept.id, helpfulCount: 0 });
    expect((await shop.anonymous().get(`/api/products/${house}`)).body).toMatchObject({
      rating: 4.4,
      reviewCount: 98,
    });

    // Idempotent: again, nothing left to delete, the same success.
    const again = await shop
      .anonymous()
      .post(`/internal/users/${gone.id}/forget`)
      .set(shop.internal)
      .expect(200);
    expect(again.body.deleted).toEqual({ favorites: 0, reviews: 0, helpfulVotes: 0 });
  });
});
