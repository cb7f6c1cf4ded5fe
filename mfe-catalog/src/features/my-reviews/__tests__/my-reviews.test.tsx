import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReview } from '@coffee/contracts';
import { HttpResponse, http, makeUser, type RecordedRequest } from '@coffee/platform/testing';
import { MyReviews } from '..';
import { renderCatalog } from '../../../test/render';

const PRODUCT = '64b7f0c2a1b2c3d4e5f60001';
const mine = (n: number, overrides: Partial<MyReview> = {}): MyReview => ({
  id: `rev${String(n).padStart(21, '0')}`,
  productId: PRODUCT,
  rating: 4,
  title: `My review ${n}`,
  comment: `What I thought ${n}`,
  authorName: 'Ada L.',
  isVerifiedPurchase: false,
  purchasedVariants: [],
  helpfulCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  isMine: true,
  votedHelpful: false,
  productName: 'Kenya AA',
  productImageUrl: null,
  ...overrides,
});

const writes = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

function renderMine(initial: MyReview[]) {
  let list = [...initial];
  return renderCatalog(<MyReviews />, {
    user: makeUser(),
    handlers: [
      http.get('/api/reviews/mine', () => HttpResponse.json(list)),
      http.put('/api/reviews/:id', async ({ params, request }) => {
        const body = (await request.json()) as object;
        list = list.map((r) => (r.id === params.id ? { ...r, ...body } : r));
        return HttpResponse.json(list.find((r) => r.id === params.id));
      }),
      http.delete('/api/reviews/:id', ({ params }) => {
        list = list.filter((r) => r.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  });
}

describe('MyReviews widget', () => {
  it('when the user has no review, then No reviews yet with a way to the products', async () => {
    renderMine([]);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });

  it('when the user has reviews, then each shows with its product link and badge', async () => {
    renderMine([mine(1, { isVerifiedPurchase: true }), mine(2, { productName: 'House Blend' })]);
    const list = await screen.findByRole('list', { name: 'Your reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Kenya AA' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT}`,
    );
    expect(within(items[0]!).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Verified Purchase')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('What I thought 2')).toBeInTheDocument();
  });

  it('when a review is edited, then the form starts from it and the change is sent', async () => {
    const { requests } = renderMine([mine(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your review of Kenya AA' });
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    const comment = within(form).getByRole('textbox', { name: 'Review' });
    await userEvent.clear(comment);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Review text is required');
    await userEvent.type(comment, 'Even better.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        [
          'PUT',
          `/api/reviews/${mine(1).id}`,
          { rating: 5, title: 'My review 1', comment: 'Even better.' },
        ],
      ]),
    );
    expect(await screen.findByText('Even better.')).toBeInTheDocument();
  });

  it('when a review is deleted, then it asks first, then it goes', async () => {
    const { requests } = renderMine([mine(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(writes(requests)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([['DELETE', `/api/reviews/${mine(1).id}`, undefined]]);
  });

  it('when the list cannot be loaded, then a message shows', async () => {
    renderCatalog(<MyReviews />, {
      user: makeUser(),
      handlers: [
        http.get('/api/reviews/mine', () =>
          HttpResponse.json({ message: 'The catalog service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your reviews right now.",
    );
  });
});
