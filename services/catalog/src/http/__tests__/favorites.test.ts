import { MAX_FAVORITES, favoriteIdsSchema, productListSchema } from '@coffee/contracts';
import { startCatalogWithUsers, type CatalogWithUsers } from '../../__tests__/start-with-users';

describe('favorites', () => {
  let shop: CatalogWithUsers;

  beforeAll(async () => {
    shop = await startCatalogWithUsers();
  });
  afterAll(async () => {
    await shop.stop();
  });

  const idsOf = async (user: ReturnType<CatalogWithUsers['newUser']>) =>
    favoriteIdsSchema.parse((await shop.as(user).get('/api/favorites/ids').expect(200)).body);

  it('when signed out, then every favorites endpoint answers 401', async () => {
    const id = shop.bySku('F-HOUSE').id;
    await shop.anonymous().get('/api/favorites').expect(401);
    await shop.anonymous().get('/api/favorites/ids').expect(401);
    await shop.anonymous().put(`/api/favorites/${id}`).expect(401);
    await shop.anonymous().delete(`/api/favorites/${id}`).expect(401);
  });

  it('when a user adds favorites, then they come back as full products, newest first', async () => {
    const user = shop.newUser();
    const [house, press] = [shop.bySku('F-HOUSE'), shop.bySku('F-PRESS')];
    const added = await shop.as(user).put(`/api/favorites/${house.id}`).expect(200);
    expect(added.body).toEqual({ productId: house.id, isFavorite: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await shop.as(user).put(`/api/favorites/${press.id}`).expect(200);

    const res = await shop.as(user).get('/api/favorites').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const products = productListSchema.parse(res.body);
    expect(products.map((p) => p.name)).toEqual(['Classic French Press', 'House Blend Ground']);
    expect(products[1]).toEqual(house);
    expect(await idsOf(user)).toEqual([press.id, house.id]);
  });

  it('when a favorite is added twice or removed twice, then the answers are the same (idempotent)', async () => {
    const user = shop.newUser();
    const id = shop.bySku('F-MUG').id;
    await shop.as(user).put(`/api/favorites/${id}`).expect(200);
    await shop.as(user).put(`/api/favorites/${id.toUpperCase()}`).expect(200);
    expect(await idsOf(user)).toEqual([id]);
    const first = await shop.as(user).delete(`/api/favorites/${id}`).expect(200);
    const second = await shop.as(user).delete(`/api/favorites/${id}`).expect(200);
    expect(first.body).toEqual({ productId: id, isFavorite: false });
    expect(second.body).toEqual(first.body);
    expect(await idsOf(user)).toEqual([]);
  });

  it('when the product does not exist, then 404 and nothing is stored', async () => {
    const user = shop.newUser();
    const unknown = await shop
      .as(user)
      .put(`/api/favorites/${'e'.repeat(24)}`)
      .expect(404);
    expect(unknown.body.message).toBe('Product not found');
    await shop.as(user).put('/api/favorites/not-a-product').expect(404);
    await shop
      .as(user)
      .put(`/api/favorites/${'x'.repeat(101)}`)
      .expect(400);
    expect(await idsOf(user)).toEqual([]);
  });

  it("when another user removes or lists, then one user's favorites are never read or changed", async () => {
    const [owner, other] = [shop.newUser(), shop.newUser()];
    const id = shop.bySku('F-ESPRESSO').id;
    await shop.as(owner).put(`/api/favorites/${id}`).expect(200);
    await shop.as(other).delete(`/api/favorites/${id}`).expect(200);
    expect(await idsOf(owner)).toEqual([id]);
    expect(await idsOf(other)).toEqual([]);
    expect((await shop.as(other).get('/api/favorites').expect(200)).body).toEqual([]);
  });

  it(`when a user already keeps ${MAX_FAVORITES}, then another is refused with 409 but a kept one is fine`, async () => {
    const user = shop.newUser();
    const kept = shop.bySku('F-KENYA').id;
    // Filled in the database directly (500 HTTP calls would only slow the test).
    await shop.db.collection('favorites').insertMany([
      {
        _id: `${user.id}:${kept}` as never,
        userId: user.id,
        productId: kept,
        createdAt: new Date(),
      },
      ...Array.from({ length: MAX_FAVORITES - 1 }, (_, i) => ({
        _id: `${user.id}:${i.toString(16).padStart(24, '0')}` as never,
        userId: user.id,
        productId: i.toString(16).padStart(24, '0'),
        createdAt: new Date(Date.now() - 60_000),
      })),
    ]);
    const full = await shop
      .as(user)
      .put(`/api/favorites/${shop.bySku('F-YIRGA').id}`)
      .expect(409);
    expect(full.body.message).toBe('You can keep at most 500 favorites');
    await shop.as(user).put(`/api/favorites/${kept}`).expect(200);
    // Products that no longer exist are left out of the list.
    const list = await shop.as(user).get('/api/favorites').expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([kept]);
  });
});
