import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { SearchSuggestions } from '@coffee/contracts';
import { http, HttpResponse, renderApp, server } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { nextActive, SearchBox } from '../header/search-box';
import { suggestionTerm } from '../header/suggestions/suggestion-term';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

const product = (
  id: string,
  name: string,
  price: string,
  range: [string, string] | null = null,
): SearchSuggestions['products'][number] => ({
  id,
  name,
  imageUrl: `/images/products/${id}.jpg`,
  price,
  minPrice: range ? range[0] : price,
  maxPrice: range ? range[1] : price,
  category: 'beans',
});

const ETHIOPIA: SearchSuggestions = {
  products: [
    product('p-eth', 'Ethiopia Yirgacheffe', '18.99', ['18.99', '99.99']),
    product('p-sid', 'Ethiopia Sidamo Natural', '17.50'),
  ],
  categories: [{ slug: 'beans', title: 'Coffee Beans' }],
};

/** Answers each term from `answers` (an empty answer for any other) and lists the terms asked. */
function suggestHandler(
  answers: Record<string, SearchSuggestions | (() => Promise<SearchSuggestions>)>,
) {
  const asked: string[] = [];
  const handler = http.get('/api/search/suggest', async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(q);
    const answer = answers[q];
    const body = typeof answer === 'function' ? await answer() : answer;
    return HttpResponse.json(body ?? { products: [], categories: [] });
  });
  return { handler, asked };
}

function renderBox(
  answers: Parameters<typeof suggestHandler>[0] = { ethopia: ETHIOPIA },
  route = '/',
) {
  const { handler, asked } = suggestHandler(answers);
  const view = renderApp(
    <>
      <SearchBox />
      <button type="button">Elsewhere</button>
      <Where />
    </>,
    { route, handlers: [handler], wrap: (c) => <UiProvider>{c}</UiProvider> },
  );
  const box = screen.getByRole('combobox', { name: 'Search products' });
  return { ...view, asked, box };
}

/** Time passing with the page live (the list's pause before asking, an answer on its way). */
const pause = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const liveRegion = () =>
  screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('suggestionTerm', () => {
  it('when the box holds fewer than two characters (spaces aside), then nothing is asked', () => {
    expect(suggestionTerm('')).toBeNull();
    expect(suggestionTerm('  e  ')).toBeNull();
  });

  it('when it holds more, then the term is trimmed, its spaces single and its length bounded', () => {
    expect(suggestionTerm('  cold   brew ')).toBe('cold brew');
    expect(suggestionTerm('x'.repeat(500))).toHaveLength(100);
  });
});

describe('nextActive', () => {
  it('when the arrows pass either end, then they come round to the other', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('header search suggestions', () => {
  it('when nothing is typed yet, then the box is a collapsed combobox that controls no list', () => {
    const { box } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-controls');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('when a shopper types a misspelling, then the list shows the products with picture and price, then the categories, and says how many', async () => {
    const { box, asked } = renderBox();
    await userEvent.type(box, 'ethopia');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    // Typed without a pause: one request, for the whole word.
    expect(asked).toEqual(['ethopia']);

    const products = within(listbox).getByRole('group', { name: 'Products' });
    const [yirgacheffe, sidamo] = within(products).getAllByRole('option');
    // Sizes priced apart read "from"; one price reads as it is.
    expect(yirgacheffe).toHaveAccessibleName('Ethiopia Yirgacheffe from $18.99');
    expect(yirgacheffe).toHaveAttribute('href', '/product/p-eth');
    expect(yirgacheffe!.querySelector('img')).toHaveAttribute('alt', '');
    expect(sidamo).toHaveAccessibleName('Ethiopia Sidamo Natural $17.50');
    const categories = within(listbox).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveAccessibleName('Coffee Beans Category');
    for (const option of options()) expect(option).toHaveAttribute('aria-selected', 'false');
    expect(liveRegion()).toHaveTextContent('3 suggestions');
  });

  it('when one character is typed, then nothing is asked; a second one asks once typing pauses', async () => {
    const { box, asked } = renderBox({ et: ETHIOPIA });
    await userEvent.type(box, 'e');
    await pause(300);
    expect(asked).toEqual([]);
    await userEvent.type(box, 't');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(asked).toEqual(['et']);
  });

  it('when the arrows move through the list, then they come round at both ends, and the active option is the aria-activedescendant and selected', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    const [first, , last] = options();

    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', last!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    // Focus never left the box.
    expect(box).toHaveFocus();
  });

  it('when Enter is pressed on the active product, then its page opens and the list closes', async () => {
    const { box } = renderBox({ ethopia: ETHIOPIA }, '/category/all');
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/product/p-eth');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('when Enter is pressed on the active category, then its listing opens', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/category/beans');
  });

  it('when Enter is pressed with no option active, then it searches as before', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/search?q=ethopia');
  });

  it('when Escape is pressed, then the list closes and the text stays; a second Escape clears the box', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ethopia');
    // The live region does not go on announcing a list that is gone.
    expect(liveRegion()).toHaveTextContent('');
    // ArrowDown opens it again, on the first option.
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(location()).toBe('/');
  });

  it('when an older answer arrives after the newer one, then it is ignored', async () => {
    let releaseOld: () => void = () => {};
    const oldAnswer = new Promise<void>((resolve) => (releaseOld = resolve));
    const { box, asked } = renderBox({
      eth: async () => {
        await oldAnswer;
        return { products: [product('p-old', 'Stale Answer Blend', '9.99')], categories: [] };
      },
      ethiop: ETHIOPIA,
    });
    await userEvent.type(box, 'eth');
    await waitFor(() => expect(asked).toEqual(['eth']));
    await userEvent.type(box, 'iop');
    expect(await screen.findByRole('option', { name: /Yirgacheffe/ })).toBeInTheDocument();
    releaseOld();
    await pause(50);
    expect(screen.queryByRole('option', { name: /Stale Answer/ })).not.toBeInTheDocument();
    expect(options()).toHaveLength(3);
    expect(asked).toEqual(['eth', 'ethiop']);
  });

  it('when a term answered a moment ago is typed again, then it is shown without asking again', async () => {
    const { box, asked } = renderBox({ ethopia: ETHIOPIA });
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.type(box, 'n');
    await waitFor(() => expect(asked).toEqual(['ethopia', 'ethopian']));
    await userEvent.type(box, '{Backspace}');
    expect(await screen.findByRole('option', { name: /Yirgacheffe/ })).toBeInTheDocument();
    await pause(300);
    expect(asked).toEqual(['ethopia', 'ethopian']);
  });

  it('when the pointer moves over an option and presses it, then that option is active and opens', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    const sidamo = screen.getByRole('option', { name: /Sidamo/ });
    await userEvent.hover(sidamo);
    expect(sidamo).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', sidamo.id);
    await userEvent.click(sidamo);
    expect(location()).toBe('/product/p-sid');
  });

  it('when the shopper tabs away or presses elsewhere, then the list closes', async () => {
    const { box } = renderBox();
    await userEvent.type(box, 'ethopia');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box, 'n{Backspace}');
    await screen.findByRole('listbox');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('when the service fails, then no list shows and Enter still searches', async () => {
    const { box } = renderBox();
    server.use(
      http.get('/api/search/suggest', () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    await userEvent.type(box, 'kenya');
    await pause(300);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/search?q=kenya');
  });
});
