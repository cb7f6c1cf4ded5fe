import { expect, test, type Page } from '@playwright/test';
import { callFromPage, signIn } from '../support/session';

interface Variant {
  id: string;
  label: string;
  size: string | null;
  grind: string | null;
  inventory: number;
  retired: boolean;
}

/** A product as the shop's detail answer carries it (variants on sale only). */
async function shopProduct(page: Page, id: string) {
  return (
    await callFromPage<{ name: string; variants: Variant[]; flavorNotes: string[] }>(
      page,
      'GET',
      `/api/products/${id}`,
    )
  ).json;
}

/** A name as a literal inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('variants and coffee data in the back office', () => {
  test('when an admin adds a 5 lb variant, retires one and edits the flavour notes, then the product page shows them', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin-portal');
    await page.getByRole('tab', { name: /Products/ }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const name = `Variant Roast ${Date.now().toString(36)}`;
    const create = page.getByRole('form', { name: 'New product' });
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Price (USD)', { exact: true }).fill('16.50');
    await create.getByLabel('Category').selectOption('beans');
    await create.getByRole('button', { name: 'Create Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });

    // A new product has one variant; the admin sells it as 12 oz and 5 lb, whole bean.
    const variants = dialog.getByRole('form', { name: 'Variants' });
    await expect(variants.getByRole('rowheader', { name: /One size/ })).toBeVisible();
    await variants.getByRole('button', { name: 'Add Variant' }).click();
    await variants.getByLabel('Size for new variant 1').selectOption('12 oz');
    await variants.getByLabel('Grind for new variant 1').selectOption('whole-bean');
    await variants.getByLabel('Price for new variant 1', { exact: true }).fill('16.50');
    await variants.getByLabel('Starting stock for new variant 1').fill('30');
    await variants.getByRole('button', { name: 'Add Variant' }).click();
    await variants.getByLabel('Size for new variant 2').selectOption('5 lb');
    await variants.getByLabel('Price for new variant 2', { exact: true }).fill('89.99');
    await variants.getByLabel('Starting stock for new variant 2').fill('8');
    await variants.getByRole('button', { name: 'Retire the only variant' }).click();
    await variants.getByRole('button', { name: 'Save Variants' }).click();
    await expect(page.getByText('Variants saved').first()).toBeVisible();
    await expect(variants.getByRole('rowheader', { name: /5 lb, whole bean/ })).toBeVisible();

    const coffee = dialog.getByRole('form', { name: 'Coffee' });
    await coffee.getByLabel('Origin country').fill('Ethiopia');
    await coffee.getByLabel('Region').fill('Guji');
    await coffee.getByLabel('Roast level').selectOption('light');
    await coffee.getByLabel('New flavour note').fill('blueberry');
    await coffee.getByLabel('New flavour note').press('Enter');
    await coffee.getByLabel('New flavour note').fill('cacao nib');
    await coffee.getByRole('button', { name: 'Add Note' }).click();
    await coffee.getByRole('button', { name: 'Save Coffee Details' }).click();
    await expect(page.getByText('Coffee details saved').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('edit-product-variants.png'),
      fullPage: true,
    });

    const { json: found } = await callFromPage<{ items: { id: string; name: string }[] }>(
      page,
      'GET',
      `/api/admin/products?q=${encodeURIComponent(name)}`,
    );
    const id = found.items.find((p) => p.name === name)!.id;
    const served = await shopProduct(page, id);
    expect(served.variants.map((v) => v.id).sort()).toEqual(['12oz-whole-bean', '5lb-whole-bean']);
    expect(served.flavorNotes).toEqual(['blueberry', 'cacao nib']);

    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /5 lb/ })).toBeVisible();
    await expect(page.getByText('blueberry').first()).toBeVisible();
    await expect(page.getByText('cacao nib').first()).toBeVisible();
    await expect(page.getByText(/Guji/).first()).toBeVisible();
  });

  test('when an employee updates one variant’s stock, then only that variant changes', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    const beans = (await (
      await page.request.get('/api/products/category/beans?inStock=true&limit=100')
    ).json()) as { id: string; name: string }[];
    let product: { id: string; name: string; variants: Variant[] } | null = null;
    for (const bean of beans) {
      const detail = await shopProduct(page, bean.id);
      if (detail.variants.length > 1) {
        product = { id: bean.id, name: detail.name, variants: detail.variants };
        break;
      }
    }
    expect(product, 'a demo bean sold in sizes').not.toBeNull();
    const target = product!.variants.at(-1)!;
    const others = product!.variants.filter((v) => v.id !== target.id);

    await page.goto('/employee-portal');
    await page.getByRole('tab', { name: /Inventory/ }).click();
    await page.getByRole('searchbox', { name: /Search inventory/ }).fill(product!.name);
    const toggle = page.getByRole('button', {
      name: new RegExp(`^(Show|Hide) \\d+ variants of ${literal(product!.name)}$`),
    });
    // "Show" turns to "Hide" once open; aria-expanded says the same to a screen reader.
    await expect(toggle).toHaveAccessibleName(/^Show /);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const row = page.getByRole('row', {
      name: new RegExp(`^${literal(`${product!.name}, ${target.label}`)}`),
    });
    await row.getByRole('button', { name: 'Update Stock' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Update Stock: ${product!.name}, ${target.label}`,
    });
    await dialog.getByLabel('Quantity').fill('5');
    await dialog.getByLabel('Reason').fill('Found a sealed bag');
    await dialog.getByRole('button', { name: 'Save Stock' }).click();
    await expect(page.getByText('Stock updated').first()).toBeVisible();
    await expect(row.getByRole('cell', { name: String(target.inventory + 5) })).toBeVisible();

    const after = await shopProduct(page, product!.id);
    expect(after.variants.find((v) => v.id === target.id)?.inventory).toBe(target.inventory + 5);
    for (const other of others)
      expect(after.variants.find((v) => v.id === other.id)?.inventory).toBe(other.inventory);
  });
});
