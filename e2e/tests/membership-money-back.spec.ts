import { expect, test, type Page } from '@playwright/test';
import { mailpit } from '../support/mailpit';
import { fillTestCard, registerWithDirectPlus } from '../support/membership';

const inbox = mailpit();

const me = async (page: Page): Promise<{ isDirectPlus: boolean }> =>
  (await page.request.get('/api/user')).json();

/**
 * Issue 30, item 7: the 30-day money-back guarantee in the composed shop. A shopper pays for
 * Direct+ with the offline test card, then ends it from the benefits page with a full refund: the
 * page says what happens before confirming, the membership ends at once, a mail says so, and the
 * guarantee is used up. On a phone-sized screen, as most members manage their membership.
 */
test.describe('the Direct+ money-back guarantee', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when a new member asks for a refund within 30 days, then the page says what happens, the money goes back in full, the membership ends at once and a mail confirms it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const username = `moneyback${Date.now()}`;
    const email = `${username}@example.com`;
    await registerWithDirectPlus(page, username);
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /Pay|Subscribe/ }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Direct+' })).toBeVisible({
      timeout: 20_000,
    });
    const welcome = await inbox.waitFor({ to: email, query: 'subject:"Welcome to Direct+"' });
    expect(welcome.Text).toContain('within 30 days');

    await page.goto('/direct-plus-benefits');
    const manage = page.getByRole('region', { name: 'Manage your membership' });
    await expect(
      manage.getByText(/30-day money-back guarantee: until .* get \$99\.00 back/),
    ).toBeVisible();
    await manage.getByRole('button', { name: 'Get a full refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End Direct+ and get $99.00 back?' });
    await expect(dialog).toContainText('Your membership ends now');
    await expect(dialog).toContainText('can be used once per account');
    await dialog.getByRole('button', { name: 'End and refund $99.00' }).click();

    await expect(page.getByText('Membership refunded').first()).toBeVisible();
    await expect(page).toHaveURL('/membership');
    expect((await me(page)).isDirectPlus).toBe(false);

    const refund = await inbox.waitFor({ to: email, query: 'subject:"Your Direct+ refund"' });
    expect(refund.Subject).toBe('Your Direct+ refund of $99.00');
    expect(refund.Text).toContain('refunded $99.00 in full');

    // Once per account: asked again through the API, a readable 409 and nothing changes.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value;
    const again = await page.request.post('/api/membership/refund', {
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('Only a paid Direct+ membership can be refunded');
  });
});
