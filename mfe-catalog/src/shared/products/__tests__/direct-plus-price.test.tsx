import { screen, within } from '@testing-library/react';
import { productSchema, type PublicUser } from '@coffee/contracts';
import { HttpResponse, http, makeUser, type RequestHandler } from '@coffee/platform/testing';
import { ProductCard } from '../components/product-card';
import { apiProduct, type ProductInput } from '../../../test/fixtures';
import { communityHandlers, renderCatalog, sessionKnown } from '../../../test/render';

const MEMBER = makeUser({ username: 'member', isDirectPlus: true });
const STANDARD = makeUser({ username: 'standard', isDirectPlus: false });

/** A coffee at $18.00 with the members' 10% off: $16.20 for a member. */
const COFFEE: Partial<ProductInput> = {
  name: 'Kenya AA',
  price: '18.00',
  memberDiscountPercent: 10,
};

function renderCard(
  overrides: Partial<ProductInput>,
  { user = null, handlers = [] }: { user?: PublicUser | null; handlers?: RequestHandler[] } = {},
) {
  const product = productSchema.parse(apiProduct(7, overrides));
  const view = renderCatalog(<ProductCard product={product} />, {
    user,
    handlers: [
      ...handlers,
      http.get('/api/cart', () => HttpResponse.json([])),
      ...communityHandlers(),
    ],
  });
  return { ...view, card: screen.getByRole('article') };
}

describe('product card: Direct+ price', () => {
  it('when an active Direct+ member sees a coffee with 10% off, then the Direct+ price is the price and the regular price reads beside it', async () => {
    const { card } = renderCard(COFFEE, { user: MEMBER });
    expect(await within(card).findByText('Regular $18.00')).toBeInTheDocument();
    expect(within(card).getByText('$16.20')).toHaveTextContent('Direct+ price $16.20');
    // The member price is the price: no teaser, and $18.00 only as the regular one.
    expect(within(card).queryByText('Direct+ price $16.20')).not.toBeInTheDocument();
    expect(within(card).queryByText('$18.00')).not.toBeInTheDocument();
  });

  it('when a Standard shopper sees it, then the regular price shows with a "Direct+ price $16.20" teaser', async () => {
    const { card, store } = renderCard(COFFEE, { user: STANDARD });
    await sessionKnown(store);
    expect(within(card).getByText('$18.00')).toBeInTheDocument();
    expect(within(card).getByText('Direct+ price $16.20')).toBeInTheDocument();
    expect(within(card).queryByText(/^Regular/)).not.toBeInTheDocument();
  });

  it('when signed out, then the regular price shows with the teaser', async () => {
    const { card, store } = renderCard(COFFEE);
    await sessionKnown(store);
    expect(within(card).getByText('$18.00')).toBeInTheDocument();
    expect(within(card).getByText('Direct+ price $16.20')).toBeInTheDocument();
    expect(within(card).queryByText(/^Regular/)).not.toBeInTheDocument();
  });

  it('when the product has no member discount, then a member sees the price as before and no Direct+ price', async () => {
    const { card, store } = renderCard(
      { name: 'Pour-over Kettle', category: 'equipment', price: '49.00', memberDiscountPercent: 0 },
      { user: MEMBER },
    );
    await sessionKnown(store);
    expect(within(card).getByText('$49.00')).toBeInTheDocument();
    expect(within(card).queryByText(/Direct\+/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/^Regular/)).not.toBeInTheDocument();
  });

  it('when GET /api/user has not answered yet, then the teaser shows, and the member price only once it says member', async () => {
    let answerSession: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const { card } = renderCard(COFFEE, {
      handlers: [
        http.get('/api/user', async () => {
          await held;
          return HttpResponse.json(MEMBER);
        }),
      ],
    });
    expect(within(card).getByText('$18.00')).toBeInTheDocument();
    expect(within(card).getByText('Direct+ price $16.20')).toBeInTheDocument();
    expect(within(card).queryByText('Regular $18.00')).not.toBeInTheDocument();

    answerSession();
    expect(await within(card).findByText('Regular $18.00')).toBeInTheDocument();
    expect(within(card).getByText('$16.20')).toHaveTextContent('Direct+ price $16.20');
  });

  it('when the bags are priced apart, then the member price and the teaser are taken from the lowest price', async () => {
    const range = { ...COFFEE, price: '45.99', minPrice: '18.99', maxPrice: '45.99' };
    const member = renderCard(range, { user: MEMBER });
    // 10% of $18.99 is $1.899: $1.90 off, rounded half up to the cent.
    expect(await within(member.card).findByText('Regular from $18.99')).toBeInTheDocument();
    expect(within(member.card).getByText('$17.09')).toHaveTextContent('Direct+ price from $17.09');
    member.unmount();

    const guest = renderCard(range);
    await sessionKnown(guest.store);
    expect(within(guest.card).getByText('$18.99')).toHaveTextContent('from $18.99');
    expect(within(guest.card).getByText('Direct+ from $17.09')).toBeInTheDocument();
  });

  it('when a member sees a coffee on sale, then the member price is taken off the sale price and the original stays struck', async () => {
    const { card } = renderCard(
      { ...COFFEE, price: '12.49', originalPrice: '14.99', isSale: true },
      { user: MEMBER },
    );
    expect(await within(card).findByText('Regular $12.49')).toBeInTheDocument();
    expect(within(card).getByText('$11.24')).toHaveTextContent('Direct+ price $11.24');
    const struck = within(card).getByText('$14.99');
    expect(struck.tagName).toBe('S');
    expect(struck).toHaveTextContent('Original price $14.99');
  });
});
