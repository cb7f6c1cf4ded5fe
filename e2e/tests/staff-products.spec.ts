import { expect, test, type Page } from '@playwright/test';
import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_SIZE_MESSAGE } from '@coffee/contracts';
import { png, POLYGLOT_PAYLOAD } from '../support/pictures';
import { callFromPage, signIn } from '../support/session';

let made = 0;

/** Add Product, filled and created: the dialog then opens the new product for editing. */
async function createProduct(page: Page): Promise<{ name: string; id: string }> {
  const name = `Picture Roast ${Date.now().toString(36)}${(made++).toString(36)}`;
  await page.goto('/admin-portal');
  await page.getByRole('tab', { name: /Products/ }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price (USD)', { exact: true }).fill('14.25');
  await form.getByLabel('Category').selectOption('beans');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByRole('form', { name: 'Edit product' })).toBeVisible();
  const { json } = await callFromPage<{ items: { id: string; name: string }[] }>(
    page,
    'GET',
    `/api/admin/products?q=${encodeURIComponent(name)}`,
  );
  return { name, id: json.items.find((p) => p.name === name)!.id };
}

/** Whether two boxes overlap (null: not on screen, so not covered). */
type Rect = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Rect, b: Rect) =>
  Boolean(
    a &&
    b &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height,
  );

/** The product as the shop serves it. */
async function shopProduct(page: Page, id: string) {
  return (
    await callFromPage<{ imageUrl: string | null; name: string }>(
      page,
      'GET',
      `/api/products/${id}`,
    )
  ).json;
}

/** A picture's bytes as the shop serves them. */
async function servedBytes(page: Page, url: string): Promise<{ type: string; text: string }> {
  return page.evaluate(async (u) => {
    const res = await fetch(u);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return { type: res.headers.get('content-type') ?? '', text };
  }, url);
}

for (const [label, viewport] of [
  ['a phone (375 px)', { width: 375, height: 812 }],
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the product picture on ${label}`, () => {
    test.use({ viewport });

    test('when an admin uploads a picture to a new product and presses Save Product, then the picture stays (it used to be deleted)', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      const { id, name } = await createProduct(page);
      // In words a person says (it was "… is on the shop as saved.").
      await expect(
        page.getByText(`${name} is live in the shop. Add its picture now.`).first(),
      ).toBeVisible();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      const file = dialog.getByLabel('Picture', { exact: true });
      await file.setInputFiles({
        name: 'roast.png',
        mimeType: 'image/png',
        buffer: png(64, 48),
      });
      await expect(page.getByText('Picture uploaded').first()).toBeVisible();
      // The toast lies over none of the dialog's fields: on a phone it covered the title, the new
      // thumbnail and Choose File.
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      const thumbnail = dialog.getByRole('img', { name, exact: true });
      await expect
        .poll(async () => {
          const box = await toast.boundingBox();
          const fields = await dialog
            .locator('input:not([type="hidden"]), select, textarea, button')
            .evaluateAll((all) =>
              all.map((el) => {
                const r = el.getBoundingClientRect();
                return { x: r.x, y: r.y, width: r.width, height: r.height };
              }),
            );
          const onScreen = fields.filter(
            (r) => r.width > 0 && r.y < viewport.height && r.y + r.height > 0,
          );
          return onScreen.filter((r) => overlaps(box, r)).length;
        })
        .toBe(0);
      expect(overlaps(await toast.boundingBox(), await file.boundingBox())).toBe(false);
      expect(overlaps(await toast.boundingBox(), await thumbnail.boundingBox())).toBe(false);
      await page.screenshot({
        path: test.info().outputPath(`picture-uploaded-${viewport.width}.png`),
      });
      const uploaded = (await shopProduct(page, id)).imageUrl;
      expect(uploaded).toMatch(new RegExp(`^/api/products/images/${id}-[0-9a-f]{16}\\.webp$`));
      await expect(dialog.getByLabel('Image URL')).toHaveValue(uploaded!);

      await dialog.getByLabel('Description').fill('Now with its picture.');
      await dialog.getByRole('button', { name: 'Save Product' }).click();
      await expect(page.getByText('Product saved').first()).toBeVisible();
      await expect(
        page.getByText(`Your changes to ${name} are live in the shop.`).first(),
      ).toBeVisible();
      const saved = await shopProduct(page, id);
      expect(saved.imageUrl).toBe(uploaded);

      // The shop's product page shows the picture, not the placeholder.
      await page.goto(`/product/${id}`);
      const picture = page.locator(`img[src^="${uploaded}"]`).first();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });
  });
}

test.describe('pictures through the whole shop', () => {
  test('when a picture of almost 2 MB is uploaded through the gateway, then it is taken; one byte over 2 MB is 413 with the picture message', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const { id } = await createProduct(page);
    const big = png(836, 835, 'noise');
    expect(big.length).toBeGreaterThan(2_000_000);
    expect(big.length).toBeLessThanOrEqual(MAX_PRODUCT_IMAGE_BYTES);
    await page
      .getByRole('dialog', { name: 'Edit Product' })
      .getByLabel('Picture', { exact: true })
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Picture uploaded').first()).toBeVisible();
    expect((await shopProduct(page, id)).imageUrl).toMatch(/\.webp$/);

    const over = await page.evaluate(
      async ({ path, size }) => {
        const csrf = await fetch('/api/csrf', { credentials: 'include' });
        const { csrfToken } = (await csrf.json()) as { csrfToken: string };
        const res = await fetch(path, {
          method: 'PUT',
          credentials: 'include',
          headers: { 'content-type': 'image/png', 'x-csrf-token': csrfToken },
          body: new Uint8Array(size),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      },
      { path: `/api/admin/products/${id}/image`, size: MAX_PRODUCT_IMAGE_BYTES + 1 },
    );
    expect(over).toEqual({
      status: 413,
      body: expect.objectContaining({ message: PRODUCT_IMAGE_SIZE_MESSAGE }),
    });
  });

  test('when a polyglot picture (a page after its end) is uploaded, then the shop serves a WebP without the payload', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const { id } = await createProduct(page);
    const polyglot = Buffer.concat([png(40, 30), Buffer.from(POLYGLOT_PAYLOAD)]);
    await page
      .getByRole('dialog', { name: 'Edit Product' })
      .getByLabel('Picture', { exact: true })
      .setInputFiles({ name: 'poly.png', mimeType: 'image/png', buffer: polyglot });
    await expect(page.getByText('Picture uploaded').first()).toBeVisible();
    const url = (await shopProduct(page, id)).imageUrl!;
    const served = await servedBytes(page, url);
    expect(served.type).toBe('image/webp');
    expect(served.text.startsWith('RIFF')).toBe(true);
    expect(served.text).not.toContain('<script');
    expect(served.text).not.toContain('polyglot');
  });

  test('when an image URL is protocol-relative, then saving is refused with the message, by the form and by the API', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const { id } = await createProduct(page);
    const edit = page.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Image URL').fill('//evil.example/x.png');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expect(edit.getByLabel('Image URL')).toHaveAccessibleDescription(
      /Image URL must be an https:\/\/ address/,
    );
    for (const imageUrl of ['//evil.example/x.png', '/\\evil.example/x.png']) {
      const res = await callFromPage<{ message: string }>(
        page,
        'PUT',
        `/api/admin/products/${id}`,
        {
          imageUrl,
        },
      );
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Image URL must be an https:\/\/ address/);
    }
    expect((await shopProduct(page, id)).imageUrl).toBeNull();
  });
});
