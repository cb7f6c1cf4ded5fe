import { expect, test, type Locator, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 25 (defects 3 and 9): no toast ever covers a primary action (on a 375 px phone the toast
 * covered the payment page's Pay button) nor a dialog's Close button. The toast takes the slot
 * nearest its usual edge that covers neither (packages/ui's toast-placement.ts). Each case puts
 * the action where the toast used to sit (below the header's first row on a phone, the bottom
 * right from 768 px), raises a real toast, and checks that the action is neither overlapped by
 * the toast's box nor hidden by it from a tap on any part of it (elementFromPoint). From md the
 * chat button floats in the same corner, kept clear of primary actions itself
 * (chat-launcher-clear.spec.ts) and marked `data-keep-clear`: the toast keeps clear of it too.
 *
 * The payment page itself raises no toast any more (a refusal is said in the page: helper A2's
 * checkout-payment.spec.ts checks its Pay button uncovered); its Pay is a primary action like
 * Add to Cart below, placed by the same rule.
 */

const REPLY = 'A medium-fine grind, a little coarser than espresso.';

const WIDTHS = [
  { width: 375, height: 667 },
  // A laptop's window: a product page's Add to Cart and a tall dialog's Close reach its bottom.
  { width: 1280, height: 620 },
] as const;

/** Where the toast sat before: a phone's top band from 4.75rem; from md the bottom right. */
const usedToBeCovered = (width: number, height: number) =>
  width < 768 ? { y: 80 } : { y: height - 60 };

const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * `target` is on screen, its box does not meet the toast's, and a tap on it (its centre and four
 * points a quarter in from its corners, inside any rounding) never lands on the toast
 * (`elementFromPoint`). Polled briefly: after a scroll or a drawer's slide the toast takes a
 * frame and a short move (0.15 s) to its new slot.
 */
async function expectUncoveredByToast(page: Page, target: Locator, what: string) {
  await expect(toast(page)).toBeVisible();
  await expect(async () => {
    const toastBox = await toast(page).boundingBox();
    const box = await target.boundingBox();
    expect(box, `${what} is on the page`).not.toBeNull();
    expect(toastBox).not.toBeNull();
    expect(
      overlaps(box!, toastBox!),
      `${what} (${JSON.stringify(box)}) is overlapped by the toast (${JSON.stringify(toastBox)})`,
    ).toBe(false);
    const hits = await target.evaluate((element) => {
      const notifications = document.querySelector('[aria-label="Notifications"]');
      const r = element.getBoundingClientRect();
      const points = [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const;
      return points.map(([fx, fy]) => {
        const hit = document.elementFromPoint(r.left + fx * r.width, r.top + fy * r.height);
        if (hit === null) return 'nothing';
        if (hit === element || element.contains(hit)) return 'it';
        return notifications?.contains(hit) ? 'the toast' : 'not the toast';
      });
    });
    expect(
      hits.filter((hit) => hit === 'the toast' || hit === 'nothing'),
      `a tap on ${what} at ${JSON.stringify(box)} (viewport ${JSON.stringify(page.viewportSize())}): ${hits.join(', ')}`,
    ).toEqual([]);
  }).toPass({ timeout: 2000 });
}

const onScreen = (target: Locator) =>
  target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
  });

/** Scrolls the page so that `target`'s top is at `y` in the viewport (as a shopper's scroll would). */
async function scrollTargetTo(target: Locator, y: number) {
  await target.evaluate((element, wanted) => {
    window.scrollBy(0, element.getBoundingClientRect().top - wanted);
  }, y);
}

/** A press of `control` from the keyboard, without scrolling it into view as a click would. */
async function pressWithoutScrolling(page: Page, control: Locator) {
  await control.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when a toast shows on a product page, then Add to Cart stays uncovered and in reach', async ({
      page,
    }) => {
      const [product] = await inStockProducts(page.request, 'beans');
      await registerCustomer(page, 'Tilda Toast');
      await page.goto(`/product/${product!.id}`);
      const main = page.getByRole('main');
      const addToCart = main.getByRole('button', { name: 'Add to Cart' }).first();
      await expect(addToCart).toBeEnabled();
      const heart = main.getByRole('button', { name: /favorites/i }).first();
      // Add to Cart where the toast used to drop in; the heart still on screen below or beside it.
      await scrollTargetTo(addToCart, usedToBeCovered(viewport.width, viewport.height).y);
      await expect(toast(page)).toHaveCount(0, { timeout: 6000 });
      await pressWithoutScrolling(page, heart);
      await expect(toast(page)).toContainText('Saved to favorites');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expectUncoveredByToast(page, addToCart, 'Add to Cart');
      if (await onScreen(heart))
        await expectUncoveredByToast(page, heart, 'the favorites button it was raised from');
      if (viewport.width >= 768)
        await expectUncoveredByToast(
          page,
          page.getByRole('button', { name: 'Chat with us' }),
          'the chat button',
        );
    });

    test('when Add to Cart opens the cart drawer with its toast, then every control of the drawer stays uncovered', async ({
      page,
    }) => {
      const [product] = await inStockProducts(page.request, 'ground-coffee');
      await registerCustomer(page, 'Dario Drawer');
      await page.goto(`/product/${product!.id}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      const drawer = page.getByRole('dialog', { name: /Your Cart/ });
      await expect(drawer).toBeVisible();
      await expect(toast(page)).toContainText('Item added to cart');
      // The drawer has slid in (its close button where it stays) before the check.
      const close = drawer.getByRole('button', { name: 'Close cart' });
      await expect
        .poll(async () => (await close.boundingBox())?.x ?? -1)
        .toBeLessThan(viewport.width);
      await page.waitForTimeout(400);
      const controls = drawer.locator('button:visible, a[href]:visible');
      const count = await controls.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i += 1) {
        const control = controls.nth(i);
        if (await onScreen(control))
          await expectUncoveredByToast(
            page,
            control,
            `the drawer's ${(await control.getAttribute('aria-label')) ?? (await control.innerText())}`,
          );
      }
    });

    test('when a staff dialog raises a toast, then its Close button and its primary action stay uncovered', async ({
      page,
    }) => {
      const guest = `Toast Guest ${viewport.width} ${Date.now().toString(36)}`;
      await page.goto('/');
      // From an address of its own: the staff service caps the tickets one address opens, and
      // the whole suite's browsers share loopback.
      const created = await callFromPage(
        page,
        'POST',
        '/api/support/tickets',
        {
          source: 'contact',
          name: guest,
          email: 'toast.guest@example.com',
          topic: 'product-info',
          // A long question: the dialog then scrolls, and its Close ends up at the screen's bottom.
          message: `Which grind suits a moka pot best? ${'I have tried several and each tastes different. '.repeat(30)}`,
        },
        fromAddress(freshAddress()),
      );
      expect(created.status).toBe(201);

      await signIn(page, 'employee');
      await page.goto('/employee-portal');
      await page.getByRole('tab', { name: 'Support' }).click();
      await page.getByRole('searchbox', { name: 'Search tickets' }).fill(guest);
      const row = page.getByRole('row').filter({ hasText: guest });
      await row.getByRole('button', { name: 'Respond' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Your reply')).toBeVisible();
      await expect(toast(page)).toHaveCount(0, { timeout: 6000 });

      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      const send = dialog.getByRole('button', { name: 'Send Reply' });
      await dialog.getByLabel('Your reply').fill(REPLY);
      // The dialog scrolled to its end, as one does to reach Close: from md it is then in the
      // bottom right corner, where the toast used to sit.
      await close.evaluate((element) => {
        const panel = element.closest('[aria-modal="true"]') as HTMLElement;
        panel.scrollTop = panel.scrollHeight;
      });
      await pressWithoutScrolling(page, send);
      await expect(toast(page)).toContainText('Reply sent');
      // The reply joins the conversation above: scrolled to the end again, as one reaching Close.
      await expect(
        dialog.getByRole('list', { name: 'Conversation' }).getByText(REPLY),
      ).toBeVisible();
      await close.evaluate((element) => {
        const panel = element.closest('[aria-modal="true"]') as HTMLElement;
        panel.scrollTop = panel.scrollHeight;
      });
      await expectUncoveredByToast(page, close, 'the dialog’s Close');
      if (await send.isVisible()) await expectUncoveredByToast(page, send, 'Send Reply');
      // And Close works at once, toast or not.
      await close.click();
      await expect(dialog).toHaveCount(0);
    });
  });
}
