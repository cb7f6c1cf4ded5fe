import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@coffee/events';
import { selectToasts } from '@coffee/platform';
import { HttpResponse, http, makeUser, type RecordedRequest } from '@coffee/platform/testing';
import { FavoriteButton } from '..';
import { renderCatalog, sessionKnown } from '../../../test/render';

const ID = '64b7f0c2a1b2c3d4e5f60001';
const writes = (requests: readonly RecordedRequest[]) =>
  requests
    .filter((r) => r.path.startsWith('/api/favorites/') && r.method !== 'GET')
    .map((r) => `${r.method} ${r.path}`);

/** The favorites service in memory: `saved` holds the ids, PUT and DELETE change it. */
function renderHeart(options: Parameters<typeof renderCatalog>[1] = {}, saved = new Set<string>()) {
  return renderCatalog(<FavoriteButton productId={ID} productName="Kenya AA" />, {
    ...options,
    handlers: [
      ...(options.handlers ?? []),
      http.get('/api/favorites/ids', () => HttpResponse.json([...saved])),
      http.put(`/api/favorites/${ID}`, () => {
        saved.add(ID);
        return HttpResponse.json({ productId: ID, isFavorite: true });
      }),
      http.delete(`/api/favorites/${ID}`, () => {
        saved.delete(ID);
        return HttpResponse.json({ productId: ID, isFavorite: false });
      }),
    ],
  });
}

describe('favorite heart', () => {
  it('when signed out and clicked, then the sign-in prompt shows like Add to Cart and nothing is sent', async () => {
    const opened = jest.fn();
    const off = on('open-cart', opened);
    const { store, requests } = renderHeart({ user: null });
    await sessionKnown(store);
    const heart = screen.getByRole('button', { name: 'Save Kenya AA to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => [t.title, t.description])).toEqual([
        ['You need to log in', 'Please sign in to save favorites'],
      ]),
    );
    expect(opened).toHaveBeenCalledTimes(1);
    expect(writes(requests)).toEqual([]);
    expect(requests.some((r) => r.path === '/api/favorites/ids')).toBe(false);
    off();
  });

  it('when signed in, then the heart shows the saved state and toggles with PUT and DELETE', async () => {
    const { store, requests } = renderHeart({ user: makeUser() }, new Set([ID]));
    const heart = screen.getByRole('button', { name: 'Save Kenya AA to favorites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(heart).toBeEnabled());
    // One toast at a time (the shop's limit): the latest one.
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Removed from favorites']);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(writes(requests)).toEqual([`DELETE /api/favorites/${ID}`, `PUT /api/favorites/${ID}`]),
    );
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Saved to favorites']);
  });

  it('when clicked before /api/user has answered, then it waits busy and saves for the signed-in shopper', async () => {
    let answerSession: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const { store, requests } = renderHeart({
      handlers: [
        http.get('/api/user', async () => {
          await held;
          return HttpResponse.json(makeUser());
        }),
      ],
    });
    const heart = screen.getByRole('button', { name: 'Save Kenya AA to favorites' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    expect(heart).toBeDisabled();
    expect(selectToasts(store.getState())).toEqual([]);
    expect(writes(requests)).toEqual([]);

    answerSession();
    await waitFor(() => expect(writes(requests)).toEqual([`PUT /api/favorites/${ID}`]));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Saved to favorites']);
  });

  it('when saving fails, then the heart goes back and the error is shown', async () => {
    const { store } = renderHeart({
      user: makeUser(),
      handlers: [
        http.put(`/api/favorites/${ID}`, () =>
          HttpResponse.json({ message: 'You can keep at most 500 favorites' }, { status: 409 }),
        ),
      ],
    });
    await sessionKnown(store);
    const heart = screen.getByRole('button', { name: 'Save Kenya AA to favorites' });
    await userEvent.click(heart);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => [t.title, t.description])).toEqual([
        ['Could not update favorites', '409: You can keep at most 500 favorites'],
      ]),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
