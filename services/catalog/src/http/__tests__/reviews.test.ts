import {
  myReviewListSchema,
  productReviewsSchema,
  reviewSchema,
  staffReviewPageSchema,
  type PublicUser,
} from '@coffee/contracts';
import { startCatalogWithUsers, type CatalogWithUsers } from '../../__tests__/start-with-users';

const body = (overrides: object = {}) => ({
  rating: 5,
  title: 'Lovely cup',
  comment: 'Bright and clean.',
  ...overrides,
});

describe('reviews', () => {
  let shop: CatalogWithUsers;

  beforeAll(async () => {
    shop = await startCatalogWithUsers();
  });
  afterAll(async () => {
    await shop.stop();
  });

  const reviewsOf = async (productId: string, query = '') => {
    const res = await shop
      .anonymous()
      .get(`/api/products/${productId}/reviews${query}`)
      .expect(200);
    return productReviewsSchema.parse(res.body);
  };
  const productOf = async (productId: string) =>
    (await shop.anonymous().get(`/api/products/${productId}`).expect(200)).body as {
      rating: number | null;
      reviewCount: number;
    };

  it('when a product has no real review, then the listing is empty and shows the seeded figures', async () => {
    const yirga = shop.bySku('F-YIRGA');
    expect(await reviewsOf(yirga.id)).toEqual({
      reviews: [],
      total: 0,
      page: 1,
      pageSize: 5,
      rating: 4.8,
      reviewCount: 214,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('when signed out, then writing, /mine and voting answer 401', async () => {
    const productId = shop.bySku('F-HOUSE').id;
    await shop
      .anonymous()
      .post('/api/reviews')
      .send({ productId, ...body() })
      .expect(401);
    await shop.anonymous().get('/api/reviews/mine').expect(401);
    await shop
      .anonymous()
      .put(`/api/reviews/${'a'.repeat(24)}`)
      .send(body())
      .expect(401);
    await shop
      .anonymous()
      .delete(`/api/reviews/${'a'.repeat(24)}`)
      .expect(401);
    await shop
      .anonymous()
      .post(`/api/reviews/${'a'.repeat(24)}/helpful`)
      .expect(401);
  });

  it('when a customer who never bought the product reviews it, then it is stored, not verified, signed "Ada L."', async () => {
    const ada = shop.newUser({ fullName: 'Ada Lovelace' });
    const productId = shop.bySku('F-HOUSE').id;
    const res = await shop
      .as(ada)
      .post('/api/reviews')
      .send({ productId, ...body({ title: '  Solid  ', comment: ' Good drip coffee. ' }) })
      .expect(201);
    const review = reviewSchema.parse(res.body);
    expect(review).toMatchObject({
      productId,
      rating: 5,
      title: 'Solid',
      comment: 'Good drip coffee.',
      authorName: 'Ada L.',
      isVerifiedPurchase: false,
      helpfulCount: 0,
      isMine: true,
      votedHelpful: false,
    });
    expect(shop.purchases.calls).toContain(`/internal/users/${ada.id}/purchases/${productId}`);
    // Stored with its author's id, never shown: the listing marks it mine only for Ada.
    const listed = await reviewsOf(productId);
    expect(listed.reviews[0]).toMatchObject({ id: review.id, isMine: false });
    expect(JSON.stringify(listed)).not.toContain(ada.id);
  });

  it('when the customer bought the product, then the review is a Verified Purchase', async () => {
    const buyer = shop.newUser({ fullName: 'Grace Brewster Hopper' });
    const productId = shop.bySku('F-ESPRESSO').id;
    shop.purchases.buy(buyer.id, productId);
    const res = await shop
      .as(buyer)
      .post('/api/reviews')
      .send({ productId, ...body() })
      .expect(201);
    expect(res.body).toMatchObject({
      isVerifiedPurchase: true,
      purchasedVariants: [],
      authorName: 'Grace H.',
    });
  });

  it('when the customer bought the coffee in two sizes, then the review names both, latest first, to shoppers and moderators', async () => {
    const buyer = shop.newUser({ fullName: 'Ida Roaster' });
    const productId = shop.bySku('F-KENYA').id;
    shop.purchases.buy(buyer.id, productId, ['2 lb, pour-over', '12 oz, whole bean']);
    const res = await shop
      .as(buyer)
      .post('/api/reviews')
      .send({ productId, ...body() })
      .expect(201);
    expect(res.body).toMatchObject({
      isVerifiedPurchase: true,
      purchasedVariants: ['2 lb, pour-over', '12 oz, whole bean'],
    });
    const page = await shop.anonymous().get(`/api/products/${productId}/reviews`).expect(200);
    const shown = (page.body as { reviews: { id: string; purchasedVariants: string[] }[] }).reviews;
    expect(shown.find((r) => r.id === res.body.id)?.purchasedVariants).toEqual([
      '2 lb, pour-over',
      '12 oz, whole bean',
    ]);
    const moderated = staffReviewPageSchema.parse(
      (await shop.anonymous().get('/internal/staff/reviews?q=Ida').set(shop.internal).expect(200))
        .body,
    );
    expect(moderated.items.find((r) => r.id === res.body.id)?.purchasedVariants).toEqual([
      '2 lb, pour-over',
      '12 oz, whole bean',
    ]);
    // The other tests count this product's reviews.
    await shop.as(buyer).delete(`/api/reviews/${res.body.id}`).expect(204);
  });

  it('when the account service does not know the name, then the review is signed with the username', async () => {
    const stranger = shop.newUser({ fullName: null });
    const productId = shop.bySku('F-ESPRESSO').id;
    const res = await shop
      .as(stranger)
      .post('/api/reviews')
      .send({ productId, ...body({ rating: 3 }) })
      .expect(201);
    expect(res.body.authorName).toBe(stranger.username);
  });

  it('when the same customer reviews the product again, then 409 and still one review', async () => {
    const user = shop.newUser();
    const productId = shop.bySku('F-KENYA').id;
    await shop
      .as(user)
      .post('/api/reviews')
      .send({ productId, ...body() })
      .expect(201);
    const again = await shop
      .as(user)
      .post('/api/reviews')
      .send({ productId, ...body({ rating: 1 }) })
      .expect(409);
    expect(again.body.message).toBe('You have already reviewed this product');
    expect((await reviewsOf(productId)).total).toBe(1);
  });

  it('when two requests of one customer race, then exactly one review is written', async () => {
    const user = shop.newUser();
    const productId = shop.bySku('F-MUG').id;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        shop
          .as(user)
          .post('/api/reviews')
          .send({ productId, ...body() }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    await shop
      .as(user)
      .delete(`/api/reviews/${answers.find((a) => a.status === 201)!.body.id}`)
      .expect(204);
  });

  it.each([
    [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: '5' }, 'Rating must be a whole number from 1 to 5'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    [{ comment: '' }, 'Review text is required'],
    [{ comment: 'x'.repeat(2001) }, 'Review text must be at most 2000 characters'],
    [{ isVerifiedPurchase: true }, 'Unknown field: isVerifiedPurchase'],
    [{ helpfulCount: 99 }, 'Unknown field: helpfulCount'],
  ])('when the body has %j, then 400 "%s" and nothing is written', async (change, message) => {
    const user = shop.newUser();
    const productId = shop.bySku('F-PRESS').id;
    const res = await shop
      .as(user)
      .post('/api/reviews')
      .send({ productId, ...body(change) })
      .expect(400);
    expect(res.body.message).toContain(message);
    expect((await reviewsOf(productId)).total).toBe(0);
  });

  it('when the product id is malformed or unknown, then 400 or 404', async () => {
    const user = shop.newUser();
    await shop
      .as(user)
      .post('/api/reviews')
      .send({ productId: 'nope', ...body() })
      .expect(400);
    const res = await shop
      .as(user)
      .post('/api/reviews')
      .send({ productId: 'b'.repeat(24), ...body() })
      .expect(404);
    expect(res.body.message).toBe('Product not found');
    await shop
      .anonymous()
      .get(`/api/products/${'b'.repeat(24)}/reviews`)
      .expect(404);
    await shop.anonymous().get('/api/products/nope/reviews').expect(404);
  });

  it('when cart-checkout cannot answer, then 503 and no review is written', async () => {
    const user = shop.newUser();
    const productId = shop.bySku('F-PRESS').id;
    shop.purchases.behaviour.reply = { status: 500 };
    try {
      const res = await shop
        .as(user)
        .post('/api/reviews')
        .send({ productId, ...body() })
        .expect(503);
      expect(res.body.message).toBe('The cart-checkout service is unavailable');
    } finally {
      delete shop.purchases.behaviour.reply;
    }
    expect((await reviewsOf(productId)).total).toBe(0);
  });

  describe('rating math', () => {
    it('when reviews come and go, then rating and count everywhere are the baseline plus the real ones', async () => {
      // Classic French Press: no baseline. Kenya: 4.6 from 40 (plus one 5 from the 409 test).
      const press = shop.bySku('F-PRESS').id;
      const [a, b] = [shop.newUser(), shop.newUser()];
      const first = await shop
        .as(a)
        .post('/api/reviews')
        .send({ productId: press, ...body() })
        .expect(201);
      expect(await productOf(press)).toMatchObject({ rating: 5, reviewCount: 1 });
      await shop
        .as(b)
        .post('/api/reviews')
        .send({ productId: press, ...body({ rating: 2 }) })
        .expect(201);
      expect(await productOf(press)).toMatchObject({ rating: 3.5, reviewCount: 2 });
      const listed = await reviewsOf(press);
      expect(listed).toMatchObject({
        total: 2,
        rating: 3.5,
        reviewCount: 2,
        distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
      });

      // Editing the 5 to a 4: (4 + 2) / 2 = 3.
      await shop
        .as(a)
        .put(`/api/reviews/${first.body.id}`)
        .send(body({ rating: 4 }))
        .expect(200);
      expect(await productOf(press)).toMatchObject({ rating: 3, reviewCount: 2 });

      // Lists and sorts use the same figures.
      const list = await shop.anonymous().get('/api/products?sort=rating-desc').expect(200);
      const row = list.body.find((p: { id: string }) => p.id === press);
      expect(row).toMatchObject({ rating: 3, reviewCount: 2 });

      // Kenya: (4.6 * 40 + 5) / 41 = 4.609... -> 4.6, count 41.
      expect(await productOf(shop.bySku('F-KENYA').id)).toMatchObject({
        rating: 4.6,
        reviewCount: 41,
      });

      await shop.as(a).delete(`/api/reviews/${first.body.id}`).expect(204);
      expect(await productOf(press)).toMatchObject({ rating: 2, reviewCount: 1 });
    });

    it('when a low review joins a small baseline, then the weighted mean is rounded to one decimal', async () => {
      // Ceramic Mug: 3.9 from 12. One 1-star: (46.8 + 1) / 13 = 3.676... -> 3.7.
      const mug = shop.bySku('F-MUG').id;
      const user = shop.newUser();
      await shop
        .as(user)
        .post('/api/reviews')
        .send({ productId: mug, ...body({ rating: 1 }) })
        .expect(201);
      expect(await productOf(mug)).toMatchObject({ rating: 3.7, reviewCount: 13 });
      // The seeded fields themselves never change.
      const stored = await shop.db.collection('products').findOne({ sku: 'F-MUG' });
      expect(stored).toMatchObject({
        rating: 3.9,
        reviewCount: 12,
        reviewTotals: { count: 1, sum: 1 },
      });
    });
  });

  describe("someone else's review", () => {
    it('when another user edits or deletes it, then 404 as for no review, and it is unchanged', async () => {
      const [owner, other] = [shop.newUser(), shop.newUser()];
      const productId = shop.bySku('F-YIRGA').id;
      const { body: review } = await shop
        .as(owner)
        .post('/api/reviews')
        .send({ productId, ...body({ title: 'Mine' }) })
        .expect(201);
      const put = await shop
        .as(other)
        .put(`/api/reviews/${review.id}`)
        .send(body({ title: 'Hacked' }));
      expect(put.status).toBe(404);
      expect(put.body.message).toBe('Review not found');
      const del = await shop.as(other).delete(`/api/reviews/${review.id}`);
      expect(del.status).toBe(404);
      expect(del.body.message).toBe('Review not found');
      const unknown = await shop.as(other).delete(`/api/reviews/${'c'.repeat(24)}`);
      expect({ ...unknown.body, requestId: 'x' }).toEqual({ ...del.body, requestId: 'x' });
      await shop.as(other).put('/api/reviews/not-an-id').send(body()).expect(404);

      const listed = await reviewsOf(productId);
      expect(listed.reviews.find((r) => r.id === review.id)).toMatchObject({ title: 'Mine' });
      // The other user's /mine does not show it.
      expect((await shop.as(other).get('/api/reviews/mine').expect(200)).body).toEqual([]);
    });

    it('when the owner edits with a bad body, then 400 and it is unchanged', async () => {
      const owner = shop.newUser();
      const productId = shop.bySku('F-HOUSE').id;
      const { body: review } = await shop
        .as(owner)
        .post('/api/reviews')
        .send({ productId, ...body() })
        .expect(201);
      await shop
        .as(owner)
        .put(`/api/reviews/${review.id}`)
        .send(body({ rating: 7 }))
        .expect(400);
      await shop
        .as(owner)
        .put(`/api/reviews/${review.id}`)
        .send({ ...body(), productId })
        .expect(400);
      const mine = myReviewListSchema.parse((await shop.as(owner).get('/api/reviews/mine')).body);
      expect(mine[0]).toMatchObject({ rating: 5, title: 'Lovely cup' });
    });

    it('when the owner edits after buying, then the review becomes verified', async () => {
      const owner = shop.newUser();
      const productId = shop.bySku('F-KENYA').id;
      const { body: review } = await shop
        .as(owner)
        .post('/api/reviews')
        .send({ productId, ...body() })
        .expect(201);
      expect(review.isVerifiedPurchase).toBe(false);
      shop.purchases.buy(owner.id, productId);
      const res = await shop
        .as(owner)
        .put(`/api/reviews/${review.id}`)
        .send(body({ comment: 'Bought it now.' }))
        .expect(200);
      expect(res.body).toMatchObject({
        isVerifiedPurchase: true,
        comment: 'Bought it now.',
        isMine: true,
      });
    });
  });

  describe('helpful votes', () => {
    it("when others mark a review helpful, then one vote each, never on one's own", async () => {
      const [author, reader, another] = [shop.newUser(), shop.newUser(), shop.newUser()];
      const productId = shop.bySku('F-ESPRESSO').id;
      const { body: review } = await shop
        .as(author)
        .post('/api/reviews')
        .send({ productId, ...body() })
        .expect(201);

      const own = await shop.as(author).post(`/api/reviews/${review.id}/helpful`).expect(400);
      expect(own.body.message).toBe('You cannot mark your own review as helpful');

      const first = await shop.as(reader).post(`/api/reviews/${review.id}/helpful`).expect(200);
      expect(first.body).toMatchObject({ helpfulCount: 1, votedHelpful: true, isMine: false });
      const again = await shop.as(reader).post(`/api/reviews/${review.id}/helpful`).expect(200);
      expect(again.body.helpfulCount).toBe(1);
      await shop.as(another).post(`/api/reviews/${review.id}/helpful`).expect(200);

      await shop
        .as(reader)
        .post(`/api/reviews/${'d'.repeat(24)}/helpful`)
        .expect(404);

      // Most helpful first.
      const helpful = await reviewsOf(productId, '?sort=helpful');
      expect(helpful.reviews[0]).toMatchObject({ id: review.id, helpfulCount: 2 });
      // The reader sees their vote.
      const asReader = await shop
        .as(reader)
        .get(`/api/products/${productId}/reviews?sort=helpful`)
        .expect(200);
      expect(asReader.body.reviews[0]).toMatchObject({ votedHelpful: true, isMine: false });
    });
  });

  describe('listing', () => {
    it('when there are more reviews than a page, then pages follow newest first without repeats', async () => {
      const productId = shop.bySku('F-YIRGA').id;
      const before = (await reviewsOf(productId)).total;
      for (let i = 0; i < 6; i++) {
        await shop
          .as(shop.newUser())
          .post('/api/reviews')
          .send({ productId, ...body({ title: `Review ${i}` }) })
          .expect(201);
      }
      const total = before + 6;
      const page1 = await reviewsOf(productId);
      const page2 = await reviewsOf(productId, '?page=2');
      expect(page1.total).toBe(total);
      expect(page1.reviews).toHaveLength(5);
      expect(page1.reviews[0]!.title).toBe('Review 5');
      expect(page2.reviews).toHaveLength(total - 5);
      const ids = [...page1.reviews, ...page2.reviews].map((r) => r.id);
      expect(new Set(ids).size).toBe(total);
      const dates = [...page1.reviews, ...page2.reviews].map((r) => r.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect((await reviewsOf(productId, '?page=9')).reviews).toEqual([]);
      expect((await reviewsOf(productId, '?pageSize=2')).reviews).toHaveLength(2);
    });

    it.each(['?sort=oldest', '?page=0', '?pageSize=51', '?page=x', '?limit=5'])(
      'when the query is %s, then 400',
      async (query) => {
        await shop
          .anonymous()
          .get(`/api/products/${shop.bySku('F-YIRGA').id}/reviews${query}`)
          .expect(400);
      },
    );

    it('when a review holds markup, then it comes back as the very text written', async () => {
      const user = shop.newUser();
      const productId = shop.bySku('F-HOUSE').id;
      const comment = '<img src=x onerror=alert(1)> <b>bold</b>';
      await shop
        .as(user)
        .post('/api/reviews')
        .send({ productId, ...body({ comment }) })
        .expect(201);
      const mine = await shop.as(user).get('/api/reviews/mine').expect(200);
      expect(mine.body[0].comment).toBe(comment);
    });
  });

  describe('GET /api/reviews/mine', () => {
    it('when a user has reviews, then only theirs, newest first, with product name and picture', async () => {
      const [user, other] = [shop.newUser({ fullName: 'Lin Chen' }), shop.newUser()];
      const house = shop.bySku('F-HOUSE');
      const espresso = shop.bySku('F-ESPRESSO');
      await shop
        .as(user)
        .post('/api/reviews')
        .send({ productId: house.id, ...body({ title: 'One' }) })
        .expect(201);
      await shop
        .as(user)
        .post('/api/reviews')
        .send({ productId: espresso.id, ...body({ title: 'Two' }) })
        .expect(201);
      await shop
        .as(other)
        .post('/api/reviews')
        .send({ productId: espresso.id, ...body({ title: 'Not mine' }) })
        .expect(201);
      const mine = myReviewListSchema.parse(
        (await shop.as(user).get('/api/reviews/mine').expect(200)).body,
      );
      expect(mine.map((r) => [r.title, r.productName, r.isMine, r.authorName])).toEqual([
        ['Two', 'Dark Roast Espresso', true, 'Lin C.'],
        ['One', 'House Blend Ground', true, 'Lin C.'],
      ]);
      expect(mine[0]!.productImageUrl).toBe(espresso.imageUrl);
    });
  });

  // Issue 24: the mark was asked only when the review was written, so it survived a cancel.
  describe('Verified Purchase when the orders change (POST /internal/users/:userId/purchases-changed)', () => {
    const tell = (userId: string, productIds: unknown, headers = shop.internal) =>
      shop
        .anonymous()
        .post(`/internal/users/${userId}/purchases-changed`)
        .set(headers)
        .send({ productIds });
    /** The mark of the user's review of the product, as their My Reviews shows it. */
    const markOf = async (user: PublicUser, productId: string) => {
      const mine = myReviewListSchema.parse(
        (await shop.as(user).get('/api/reviews/mine').expect(200)).body,
      );
      return mine.find((r) => r.productId === productId)?.isVerifiedPurchase;
    };

    it('when the order that bought a reviewed product is cancelled, then the review loses the mark; bought again, it gets it back', async () => {
      const buyer = shop.newUser({ fullName: 'Mo Barista' });
      const [bought, other] = [shop.bySku('F-YIRGA').id, shop.bySku('F-MUG').id];
      shop.purchases.buy(buyer.id, bought);
      shop.purchases.buy(buyer.id, other);
      for (const productId of [bought, other])
        await shop
          .as(buyer)
          .post('/api/reviews')
          .send({ productId, ...body() })
          .expect(201);
      expect(await markOf(buyer, bought)).toBe(true);

      // The order with `bought` is cancelled (refunded or not): cart-checkout says no more.
      shop.purchases.bought.delete(`${buyer.id}:${bought}`);
      const before = shop.purchases.calls.length;
      const res = await tell(buyer.id, [bought, shop.bySku('F-KENYA').id]).expect(200);
      expect(res.body).toEqual({ reviewsUpdated: 1 });
      expect(await markOf(buyer, bought)).toBe(false);
      // Only the reviewed product was asked about; the other review kept its mark.
      expect(shop.purchases.calls.slice(before)).toEqual([
        `/internal/users/${buyer.id}/purchases/${bought}`,
      ]);
      expect(await markOf(buyer, other)).toBe(true);

      // Told twice: the same marks, nothing more changes.
      expect((await tell(buyer.id, [bought]).expect(200)).body).toEqual({ reviewsUpdated: 0 });

      // Another order of it is paid: the mark comes back.
      shop.purchases.buy(buyer.id, bought);
      expect((await tell(buyer.id, [bought]).expect(200)).body).toEqual({ reviewsUpdated: 1 });
      expect(await markOf(buyer, bought)).toBe(true);

      // A later order of another size: the review names it first, the mark unchanged.
      shop.purchases.buy(buyer.id, bought, ['5 lb, espresso']);
      expect((await tell(buyer.id, [bought]).expect(200)).body).toEqual({ reviewsUpdated: 1 });
      const mine = myReviewListSchema.parse(
        (await shop.as(buyer).get('/api/reviews/mine').expect(200)).body,
      );
      expect(mine.find((r) => r.productId === bought)?.purchasedVariants).toEqual([
        '5 lb, espresso',
      ]);
    });

    it('when cart-checkout cannot answer, then 503 and the mark stays (it is told again later)', async () => {
      const buyer = shop.newUser({ fullName: 'Mo Bean' });
      const productId = shop.bySku('F-PRESS').id;
      shop.purchases.buy(buyer.id, productId);
      await shop
        .as(buyer)
        .post('/api/reviews')
        .send({ productId, ...body() })
        .expect(201);
      shop.purchases.bought.delete(`${buyer.id}:${productId}`);
      shop.purchases.behaviour.reply = { status: 500 };
      try {
        await tell(buyer.id, [productId]).expect(503);
      } finally {
        delete shop.purchases.behaviour.reply;
      }
      expect(await markOf(buyer, productId)).toBe(true);
      await tell(buyer.id, [productId]).expect(200);
      expect(await markOf(buyer, productId)).toBe(false);
    });

    it.each([
      ['no product', []],
      ['not a list', 'abc'],
      ['an empty id', ['']],
      ['too many', Array.from({ length: 101 }, (_, i) => `p${i}`)],
    ])('when the body has %s, then 400', async (_case, productIds) => {
      await tell(shop.newUser().id, productIds).expect(400);
    });

    it('when the internal token is missing or wrong, then 401 or 403 and nothing is asked', async () => {
      const before = shop.purchases.calls.length;
      await tell('someone', ['x'], {} as typeof shop.internal).expect(401);
      await tell('someone', ['x'], { 'x-internal-token': 'wrong' }).expect(403);
      expect(shop.purchases.calls.length).toBe(before);
    });
  });
});
