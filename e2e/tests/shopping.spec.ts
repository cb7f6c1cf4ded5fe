import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { payOnPage, TEST_CARD } from '../support/orders';
import { signIn } from '../support/session';

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
/** The first amount in a text: a sale card shows the price, then the struck original. */
const firstAmount = (text: string) => Number(/\$(\d+\.\d{2})/.exec(text)?.[1] ?? NaN);

async function cartDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: /cart/i });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Empties the signed-in user's cart through the API, so each journey starts from nothing. */
async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: string }[];
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value ?? '';
  for (const line of lines) {
    await page.request.delete(`/api/cart/${line.id}`, { headers: { 'x-csrf-token': csrf } });
  }
}

async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Shipping information' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Address').fill('12 Roastery Lane');
  await form.getByLabel('City').fill('Brooklyn');
  await form.getByLabel('State').fill('NY');
  await form.getByLabel('ZIP Code').fill('11201');
}

/**
 * The card at the checkout's Payment step (asked for once, there: the offline provider's form),
 * then on to Review.
 */
async function giveCardAndReview(page: Page, number = TEST_CARD.number) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
  await card.getByLabel('CVC').fill(TEST_CARD.cvc);
  await card.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
}

/** Place Order paid with the card given at the Payment step: confirmed, then 'Order Placed!'. */
async function placeAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('Order Placed!')).toBeVisible();
}

test.describe('browsing the catalog', () => {
  test('when a shopper browses a category, filters and sorts, then the grid follows on the server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Coffee Beans' }).first().click();
    await expect(page).toHaveURL('/category/beans');
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Beans' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Coffee Beans' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();

    // Sort by price, low to high: the prices on the page come back ascending.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The sorted grid replaces the first one (for a moment there is none): read until it is in.
    await expect(async () => {
      const prices = await cards.evaluateAll((articles) =>
        articles.map((a) => a.querySelector('p')?.textContent ?? ''),
      );
      const values = prices.map(firstAmount);
      expect(values.length).toBeGreaterThan(1);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }).toPass({ timeout: 10_000 });

    // On Sale: every card left carries the SALE badge.
    // The filters live in the URL: the click navigates, then the box shows checked.
    await page.getByLabel('On Sale').click();
    await expect(page).toHaveURL(/isSale=true/);
    await expect(page.getByLabel('On Sale')).toBeChecked();
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(
        cards
          .nth(i)
          .getByRole('list', { name: 'Product highlights' })
          .getByText('SALE', { exact: true }),
      ).toBeVisible();
    }

    // Another category resets sort and filters (spec, section 4).
    await page.getByRole('navigation').getByRole('link', { name: 'Espresso' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Espresso' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('featured');
    await expect(page.getByLabel('On Sale')).not.toBeChecked();
  });

  test('when a shopper searches from the header and opens a product, then its page shows the details', async ({
    page,
  }) => {
    const [product] = await inStockProducts(page.request, 'beans');
    const word = product!.name.split(' ')[0]!;
    await page.goto('/');
    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/Search coffee/))
      .first()
      .fill(`  ${word.toUpperCase()}  `);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word.toUpperCase())}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search Results for');

    await page.getByRole('link', { name: product!.name }).first().click();
    await expect(page).toHaveURL(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: /beans/i })).toHaveAttribute(
      'href',
      '/category/beans',
    );
    await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(page.getByText('Free shipping on orders over $50')).toBeVisible();
    await expect(page.getByText('Easy returns within 30 days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();

    await page.goto('/product/000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });
});

test.describe('the cart', () => {
  test('when a signed-out shopper adds to cart, then the drawer opens with the sign-in toast', async ({
    page,
  }) => {
    const [product] = await inStockProducts(page.request, 'beans');
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('You need to log in')).toBeVisible();
    await expect(
      page.getByText('Please sign in to add items to your cart', { exact: true }),
    ).toBeVisible();
    await cartDialog(page);
  });

  test('when a signed-in customer adds and changes quantities, then the drawer, badge and totals follow', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await emptyCart(page);
    const [product] = await inStockProducts(page.request, 'beans');
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    const drawer = await cartDialog(page);
    await expect(drawer.getByText(product!.name)).toBeVisible();
    await expect(
      drawer.getByRole('group', { name: `Quantity of ${product!.name}` }).locator('output'),
    ).toHaveText('2');
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await drawer.getByRole('button', { name: `Increase quantity of ${product!.name}` }).click();
    await expect(
      drawer.getByRole('group', { name: `Quantity of ${product!.name}` }).locator('output'),
    ).toHaveText('3');
    await drawer.getByRole('button', { name: `Decrease quantity of ${product!.name}` }).click();
    await drawer.getByRole('button', { name: `Decrease quantity of ${product!.name}` }).click();
    await expect(
      drawer.getByRole('group', { name: `Quantity of ${product!.name}` }).locator('output'),
    ).toHaveText('1');
    await expect(
      drawer.getByRole('button', { name: `Decrease quantity of ${product!.name}` }),
    ).toBeDisabled();
    await expect(drawer.getByText('Shipping calculated at checkout')).toBeVisible();

    await drawer.getByRole('button', { name: `Remove ${product!.name}` }).click();
    await expect(page.getByText('Item removed from cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    // The cart survives sign-out and sign-in.
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.context().clearCookies();
    await signIn(page, 'customer');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await emptyCart(page);
  });
});

async function checkout(page: Page, username: 'customer' | 'member') {
  await signIn(page, username);
  await emptyCart(page);
  const [first, second] = await inStockProducts(page.request, 'beans');
  for (const product of [first!, second!]) {
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
  }
  const drawer = await cartDialog(page);
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');

  // The required fields first: the spec's toast, and we stay on shipping.
  const form = page.getByRole('form', { name: 'Shipping information' });
  for (const label of ['First Name', 'Last Name', 'Address', 'City', 'State', 'ZIP Code'])
    await form.getByLabel(label).fill('');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Payment/ })).toBeDisabled();
  await fillShipping(page);
  return { products: [first!, second!] };
}

test.describe('checkout', () => {
  test('when a Standard customer checks out, then free shipping is not offered and the real order is confirmed and listed', async ({
    page,
  }) => {
    await checkout(page, 'customer');
    await expect(page.getByRole('radio', { name: /Free Shipping/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await page.getByRole('radio', { name: /Express Shipping/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('radio', { name: /Credit Card/ })).toBeChecked();
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();

    const summary = page.getByRole('complementary');
    const subtotal = money((await summary.getByTestId('totals-subtotal').textContent()) ?? '');
    await expect(summary.getByTestId('totals-shipping')).toHaveText('$14.99');
    const tax = money((await summary.getByTestId('totals-tax').textContent()) ?? '');
    expect(tax).toBeCloseTo(Math.round(subtotal * 7) / 100, 2);
    const total = money((await summary.getByTestId('totals-total').textContent()) ?? '');
    expect(total).toBeCloseTo(subtotal + 14.99 + tax, 2);

    await page.getByRole('button', { name: 'Place Order' }).click();
    // Placing leads straight to the payment, in its own words: nothing is 'placed' before it.
    await expect(page.getByText('Complete your payment to place the order.')).toBeVisible();
    await expect(page.getByText('Order Placed!')).toHaveCount(0);
    await payOnPage(page, 'paypal');
    await expect(page.getByText('Order Placed!')).toBeVisible();
    await expect(page).toHaveURL(/\/payment-confirmation\/order\?orderId=/);
    const orderNumber = (await page.getByText(/^ORD-/).first().textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^ORD-/);
    await expect(page.getByText('Express Shipping')).toBeVisible();
    await expect(page.getByText('PayPal')).toBeVisible();
    await expect(page.getByText(`$${total.toFixed(2)}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    await page.goto('/orders');
    await page.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  });

  test('when a Direct+ member checks out, then free shipping is offered and chosen by default', async ({
    page,
  }) => {
    await checkout(page, 'member');
    await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await giveCardAndReview(page);
    const summary = page.getByRole('complementary');
    await expect(summary.getByTestId('totals-shipping')).toHaveText(/Free|\$0\.00/);
    await placeAndConfirm(page);
    await expect(page.getByText('Free Shipping')).toBeVisible();
    await page.goto('/orders');
    await expect(page.getByText(/ORD-/).first()).toBeVisible();
  });
});

test.describe('tracking an order', () => {
  test('when a customer orders and signs out, then as a guest the order is tracked by its number and email, and a wrong email is not found', async ({
    page,
  }) => {
    await checkout(page, 'customer');
    const email = ((await (await page.request.get('/api/user')).json()) as { email: string }).email;
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await giveCardAndReview(page);
    await placeAndConfirm(page);
    const orderNumber = (await page.getByText(/^ORD-/).first().textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^ORD-\d{8}-[A-Z0-9]{6}$/);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Account menu for / }).click();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been signed out successfully')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/track-order');
    await expect(page.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Track an order' });
    await form.getByLabel('Order Number').fill(orderNumber.toLowerCase());
    await form.getByLabel('Email or ZIP Code').fill(` ${email.toUpperCase()} `);
    await form.getByRole('button', { name: 'Track Order' }).click();
    const result = page.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(result).toBeVisible();
    await expect(result).toContainText('Status: Paid.');
    await expect(result).toContainText('Not shipped yet');
    await expect(result).toContainText('2 items');
    // Nothing personal beyond what was typed: not the name or the street of the order.
    await expect(result).not.toContainText('Lovelace');
    await expect(result).not.toContainText('Roastery Lane');

    await form.getByLabel('Email or ZIP Code').fill('someone.else@example.com');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Order not found' })).toContainText(
      "We couldn't find an order with those details.",
    );
    await expect(result).toHaveCount(0);

    // The shipping ZIP finds it too.
    await form.getByLabel('Email or ZIP Code').fill('11201');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('region', { name: `Order ${orderNumber}` })).toBeVisible();
  });
});

test.describe('Direct+ from the home page', () => {
  test('when a Standard shopper starts and then cancels Direct+, then the tier really changes both ways', async ({
    page,
  }) => {
    // Signed out, the plan buttons lead to sign-in.
    await page.goto('/');
    // The comparison loads when scrolled near (membership's code is not part of the first load).
    const showPlans = () =>
      page
        .locator('[data-widget-placeholder="membership/PlanComparison"], #home-trending')
        .first()
        .scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await showPlans();
    const plans = page.getByRole('region', { name: 'Choose Your Membership' });
    await expect(plans.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      /^\/auth/,
    );

    // A fresh Standard account, so no demo account's tier is touched.
    const username = `trial${Date.now()}`;
    const csrf =
      (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value ?? '';
    const registered = await page.request.post('/api/register', {
      headers: { 'x-csrf-token': csrf },
      data: {
        username,
        password: 'Espresso42!',
        email: `${username}@example.com`,
        fullName: 'Tia Trial',
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await showPlans();

    await plans.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Subscription activated!')).toBeVisible();
    await expect(page.getByText('You are now a Direct+ member')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Account menu for Tia Trial Direct\+ Member/ }),
    ).toBeVisible();
    expect(
      ((await (await page.request.get('/api/user')).json()) as { isDirectPlus: boolean })
        .isDirectPlus,
    ).toBe(true);

    await plans.getByRole('button', { name: 'Cancel Direct+' }).click();
    await expect(page.getByText('Subscription cancelled')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Account menu for Tia Trial Standard Account/ }),
    ).toBeVisible();
    expect(
      ((await (await page.request.get('/api/user')).json()) as { isDirectPlus: boolean })
        .isDirectPlus,
    ).toBe(false);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when a shopper uses a phone, then home, listing and product pages fit and can be looked at', async ({
    page,
  }, testInfo) => {
    const [product] = await inStockProducts(page.request, 'beans');
    for (const [name, url] of [
      ['home', '/'],
      ['listing', '/category/all'],
      ['product', `/product/${product!.id}`],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Scroll through once so lazy images below the fold are in the screenshot too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`phone-${name}.png`), fullPage: true });
    }
    // The filters are a collapsible panel on phones.
    await page.goto('/category/all');
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByLabel('In Stock')).toBeVisible();
  });
});
