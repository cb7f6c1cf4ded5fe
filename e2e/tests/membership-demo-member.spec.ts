import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/** 'November 24, 2027': the long English date the membership pages write. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Issue 25, defect 7: the demo member is a paying annual member (seeded with the offline test
 * provider's card and its payment), so its billing line and 'Update card' are real, and a
 * cancellation shows on the account page. The member is resumed at the end: other journeys use it.
 */
test.describe('the demo member', () => {
  test('when the demo member manages Direct+, then billing reads a paid annual membership, Update card opens the card form, and after Cancel membership the account page says it is not renewing and until when', async ({
    page,
  }) => {
    await signIn(page, 'member');
    const membership = (await (await page.request.get('/api/membership')).json()) as {
      directPlusExpiry: string;
    };
    const until = longDate(membership.directPlusExpiry);

    await page.goto('/direct-plus-benefits');
    const manage = page.getByRole('definition').filter({ hasText: 'a year' });
    await expect(manage.getByText('Annual, $99.00 a year')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Free trial: no payment yet.')).toHaveCount(0);
    await expect(page.getByText('Visa ending in 4242 (expires 12/2034)')).toBeVisible();

    await page.getByRole('link', { name: 'Update card' }).first().click();
    await expect(page.getByRole('heading', { name: 'Update your card' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
    await expect(page.getByText('Payment Error')).toHaveCount(0);

    await page.goto('/direct-plus-benefits');
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel Direct+?' })
      .getByRole('button', { name: 'Cancel membership' })
      .click();
    await expect(page.getByText('Subscription cancelled').first()).toBeVisible();
    try {
      await page.goto('/account-page?tab=membership');
      await expect(
        page.getByText(`Not renewing: your membership ends on ${until}, with no further charge.`),
      ).toBeVisible();
      await expect(page.getByText(`Valid until ${until}`)).toBeVisible();
    } finally {
      // The demo member renews again for the journeys after this one.
      const csrf = (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value;
      await page.request.post('/api/membership/resume', {
        headers: { 'x-csrf-token': csrf ?? '' },
      });
    }
    await page.reload();
    await expect(page.getByText(`Renews annually on ${until}.`)).toBeVisible();
  });
});
