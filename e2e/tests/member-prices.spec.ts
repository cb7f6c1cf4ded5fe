import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { mailpit } from '../support/mailpit';
import { fillShipping, TEST_CARD } from '../support/orders';
import { callFromPage, registerCustomer } from '../support/session';

const inbox = mailpit();

/** "$16.20": the pages' own money format. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cents = (price: string) => Math.round(Number(price) * 100);
/** The contracts' rule: the discount rounded half up on each unit. */
const memberUnit = (listCents: number, percent: number) =>
  listCents - Math.round((listCents * percent) / 100);

interface Listed {
  id: string;
  price: string;
  memberDiscountPercent: number;
}

/** A coffee sold in one size only (its price is the page's price), with the members' 10% off. */
async function coffeeWithMemberPrice(page: Page): Promise<Listed & { memberCents: number }> {
  const products = (await inStockProducts(page.request, 'beans')) as unknown as Listed[];
  for (const listed of products) {
    const detail = (await (
      await page.request.get(`/api/products/${listed.id}`)
    ).json()) as Listed & {
      variants: unknown[];
    };
    if (detail.memberDiscountPercent === 10 && detail.variants.length <= 1)
      return { ...detail, memberCents: memberUnit(cents(detail.price), 10) };
  }
  // Every coffee has a size list: the first one's default size is what Add to Cart takes.
  const first = products[0]!;
  return { ...first, memberCents: memberUnit(cents(first.price), first.memberDiscountPercent) };
}

/**
 * Issue 30, item 1, in the composed shop: a Standard shopper is shown the Direct+ price as a
 * teaser; a member sees it as the price on the product page, in the cart and at checkout, pays
 * exactly it, and finds it on the confirmation, the receipt mail and the benefits page's savings
 * this year. On a phone.
 */
test.describe('Direct+ member prices', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when a shopper becomes a member, then the teaser turns into the price they are charged, in the cart, at checkout, on the confirmation and on the receipt', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await registerCustomer(page, 'Mira Member');
    const coffee = await coffeeWithMemberPrice(page);
    const regular = dollars(cents(coffee.price));
    const member = dollars(coffee.memberCents);

    // Standard: the regular price, and what Direct+ would make it.
    await page.goto(`/product/${coffee.id}`);
    await expect(page.getByText(`Direct+ price ${member}`).first()).toBeVisible();

    // The free trial makes this account a member at once (POST /api/subscribe).
    expect((await callFromPage(page, 'POST', '/api/subscribe')).status).toBe(200);
    await page.reload();
    await expect(page.getByText(`Regular ${regular}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    const saved = cents(coffee.price) - coffee.memberCents;

    await page.goto('/checkout');
    await expect(page.getByText('Direct+ savings').first()).toBeVisible();
    await expect(page.getByText(`-${dollars(saved)}`).first()).toBeVisible();
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill(TEST_CARD.number);
    await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await card.getByLabel('CVC').fill(TEST_CARD.cvc);
    await card.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    const total = (await page.getByTestId('totals-total').textContent())?.trim() ?? '';
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.scrollIntoViewIfNeeded();
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    // What the page showed is what the order charged.
    await expect(page.getByTestId('totals-total')).toHaveText(total);
    await expect(page.getByText('Direct+ savings').first()).toBeVisible();

    const orders = await callFromPage<
      {
        total: string;
        memberSavings: string;
        items: { price: string; listPrice: string | null }[];
        sample: { value: string } | null;
      }[]
    >(page, 'GET', '/api/orders');
    const [order] = orders.json;
    expect(order!.items[0]).toMatchObject({
      price: (coffee.memberCents / 100).toFixed(2),
      listPrice: coffee.price,
    });
    expect(order!.memberSavings).toBe((saved / 100).toFixed(2));
    expect(`$${order!.total}`).toBe(total);

    // The benefits page adds it up: the member price saved, and the free shipping (Standard's $5.99),
    // and the order's free sample while the pool has any (free-samples.spec.ts).
    await page.goto('/direct-plus-benefits');
    const year = new Date().getFullYear();
    const savings = page.getByRole('region', { name: `Your Direct+ savings in ${year}` });
    const sampleCents = order!.sample ? cents(order!.sample.value) : 0;
    await expect(savings).toContainText(dollars(saved + 599 + sampleCents));
    await expect(savings).toContainText('1 order at the Standard Shipping price');

    const receipt = await inbox.waitFor({ to: email, query: 'subject:"receipt"' });
    expect(receipt.Text).toContain(`Direct+ savings included: ${dollars(saved)}`);
    expect(receipt.Text).toContain(`Direct+ price; regular ${regular}`);
  });
});
