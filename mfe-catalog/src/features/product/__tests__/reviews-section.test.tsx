import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productSchema, type MyReview, type Review } from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ReviewsSection } from '../components/reviews-section';
import { apiProduct } from '../../../test/fixtures';
import { renderCatalog } from '../../../test/render';

const product = productSchema.parse(apiProduct(1, { rating: 4.5, reviewCount: 214 }));
const ID = product.id;

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `rev${String(n).padStart(21, '0')}`,
  productId: ID,
  rating: 5,
  title: `Review ${n}`,
  comment: `Comment ${n}`,
  authorName: `Author ${n}`,
  isVerifiedPurchase: false,
  purchasedVariants: [],
  helpfulCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  isMine: false,
  votedHelpful: false,
  ...overrides,
});
const mineOf = (r: Review): MyReview => ({
  ...r,
  isMine: true,
  productName: product.name,
  productImageUrl: product.imageUrl,
});

function page(reviews: Review[], total = reviews.length, pageNo = 1) {
  return {
    reviews,
    total,
    page: pageNo,
    pageSize: 5,
    rating: 4.5,
    reviewCount: 214 + total,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: total },
  };
}

const calls = (requests: readonly RecordedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path));

interface SectionOptions {
  user?: ReturnType<typeof makeUser> | null;
  list?: Review[];
  total?: number;
  mine?: MyReview[];
  handlers?: RequestHandler[];
}

function renderSection({
  user = null,
  list = [review(1)],
  total = list.length,
  mine = [],
  handlers = [],
}: SectionOptions = {}) {
  return renderCatalog(<ReviewsSection product={product} />, {
    user,
    handlers: [
      ...handlers,
      http.get(`/api/products/${ID}/reviews`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(page(list, total, Number(url.searchParams.get('page') ?? 1)));
      }),
      http.get('/api/reviews/mine', () => HttpResponse.json(mine)),
    ],
  });
}

describe('product page: reviews', () => {
  it('when signed out, then the reviews show with their badge, text as text, and a sign-in link', async () => {
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b>';
    const { requests } = renderSection({
      list: [
        review(1, {
          isVerifiedPurchase: true,
          purchasedVariants: ['2 lb, pour-over', '12 oz, whole bean'],
          title: 'Great beans',
        }),
        review(2, { comment: markup, authorName: 'Ada L.' }),
      ],
    });
    const first = await screen.findByRole('article', { name: 'Review: Great beans' });
    expect(within(first).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(first).getByText(/^Bought:/)).toHaveTextContent(
      'Bought: 2 lb, pour-over · 12 oz, whole bean',
    );
    const second = screen.getByRole('article', { name: 'Review: Review 2' });
    expect(within(second).queryByText('Verified Purchase')).not.toBeInTheDocument();
    expect(within(second).queryByText(/^Bought:/)).not.toBeInTheDocument();
    expect(within(second).getByText(markup)).toBeInTheDocument();
    expect(second.querySelector('img[src="x"], b')).toBeNull();
    expect(within(second).getByText('Ada L.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Based on 216 ratings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(calls(requests, 'GET', /^\/api\/reviews\/mine$/)).toEqual([]);
  });

  it('when there is no written review, then it says so', async () => {
    renderSection({ list: [] });
    expect(await screen.findByText(/No written reviews yet/)).toBeInTheDocument();
  });

  it('when the sort or page changes, then the list is asked for again with it', async () => {
    const { requests } = renderSection({ list: [1, 2, 3, 4, 5].map((n) => review(n)), total: 7 });
    await screen.findByRole('article', { name: 'Review: Review 1' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'helpful');
    await waitFor(() =>
      expect(calls(requests, 'GET', /\/reviews$/).map((r) => r.search.toString())).toEqual([
        'sort=newest&page=1',
        'sort=newest&page=2',
        'sort=helpful&page=1',
      ]),
    );
  });

  it('when the list cannot be loaded, then a message and a retry show', async () => {
    renderSection({
      handlers: [
        http.get(`/api/products/${ID}/reviews`, () =>
          HttpResponse.json({ message: 'The catalog service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the reviews right now.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when a signed-in reader writes a review, then the form checks it and sends it', async () => {
    const saved: MyReview[] = [];
    const { requests } = renderSection({
      user: makeUser(),
      handlers: [
        http.get('/api/reviews/mine', () => HttpResponse.json(saved)),
        http.post('/api/reviews', async ({ request }) => {
          const body = (await request.json()) as { rating: number; title: string; comment: string };
          const created = review(9, { ...body, isMine: true });
          saved.push(mineOf(created));
          return HttpResponse.json(created, { status: 201 });
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Rating must be a whole number from 1 to 5',
      'Title is required',
      'Review text is required',
    ]);
    expect(calls(requests, 'POST', /^\/api\/reviews$/)).toEqual([]);

    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), '  Smooth  ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Review' }), 'Nutty and sweet.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(calls(requests, 'POST', /^\/api\/reviews$/).map((r) => r.body)).toEqual([
        { productId: ID, rating: 4, title: 'Smooth', comment: 'Nutty and sweet.' },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
  });

  it('when the service refuses the review, then its message shows in the form', async () => {
    renderSection({
      user: makeUser(),
      handlers: [
        http.post('/api/reviews', () =>
          HttpResponse.json({ message: 'You have already reviewed this product' }, { status: 409 }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Again');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Review' }), 'Twice.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this product',
    );
  });

  it('when the reader has a review of this product, then they can edit and delete it', async () => {
    const own = review(3, { isMine: true, rating: 2, title: 'Meh', comment: 'Too dark.' });
    let mine = [mineOf(own)];
    const { requests } = renderSection({
      user: makeUser(),
      list: [own],
      handlers: [
        http.get('/api/reviews/mine', () => HttpResponse.json(mine)),
        http.put(`/api/reviews/${own.id}`, async ({ request }) => {
          const body = (await request.json()) as object;
          const updated = { ...own, ...body, updatedAt: '2026-03-02T10:00:00.000Z' };
          mine = [mineOf(updated)];
          return HttpResponse.json(updated);
        }),
        http.delete(`/api/reviews/${own.id}`, () => {
          mine = [];
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    // One's own review gets no helpful button.
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const title = within(form).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Meh');
    await userEvent.clear(title);
    await userEvent.type(title, 'Better with milk');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls(requests, 'PUT', /^\/api\/reviews\//).map((r) => r.body)).toEqual([
        { rating: 2, title: 'Better with milk', comment: 'Too dark.' },
      ]),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls(requests, 'DELETE', /^\/api\/reviews\//)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it("when a signed-in reader marks someone's review helpful, then one vote is sent", async () => {
    const { requests } = renderSection({
      user: makeUser(),
      list: [review(4, { helpfulCount: 2 })],
      handlers: [
        http.post(`/api/reviews/${review(4).id}/helpful`, () =>
          HttpResponse.json(review(4, { helpfulCount: 3, votedHelpful: true })),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    await waitFor(() => expect(calls(requests, 'POST', /\/helpful$/)).toHaveLength(1));
  });
});
