import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from '@coffee/platform/testing';
import { PRODUCT_IMAGE_URL_MESSAGE } from '@coffee/contracts';
import { fullProduct, pageOf, staffProduct } from '../../../test/fixtures';
import { openAdminTab } from './open-admin-tab';

async function openProducts(handlers: RequestHandler[] = []) {
  const view = await openAdminTab('Products', [
    ...handlers,
    http.get('/api/admin/products', () => HttpResponse.json(pageOf([staffProduct(1)]))),
    http.get('/api/admin/products/:id', () =>
      HttpResponse.json(fullProduct(1, { imageUrl: SHIPPED })),
    ),
  ]);
  await screen.findByText('Product 1');
  return view;
}

/** Picture addresses the contract takes: a shipped drawing and an upload. */
const SHIPPED = '/api/products/images/product-1.svg';
const UPLOADED = `/api/products/images/${fullProduct(5).id}-${'a'.repeat(16)}.webp`;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'p.png', { type: 'image/png' });

describe('admin portal: create and edit a product', () => {
  it('when Create Product is pressed empty, then the contract’s messages show by their fields and nothing is sent', async () => {
    const { requests } = await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown product category')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '0');
    expect(within(dialog).getByText('Price must be greater than 0')).toBeInTheDocument();
    // The sale rule is checked once the fields themselves are right.
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Kenya AA');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '.5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'beans');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'On sale' }));
    expect(
      within(dialog).getByText('A sale needs an original price above the price'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when a valid product is created, then every field is posted and it opens for editing with its picture', async () => {
    const { requests, store } = await openProducts([
      http.post('/api/admin/products', () =>
        HttpResponse.json(fullProduct(5, { name: 'Kenya AA', imageUrl: null }), { status: 201 }),
      ),
      http.get('/api/admin/products/:id', () =>
        HttpResponse.json(fullProduct(5, { name: 'Kenya AA', imageUrl: null })),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Kenya AA');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Bright.');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '18.50');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'beans');
    await userEvent.type(within(dialog).getByLabelText('Unit size'), '12 oz');
    await userEvent.type(within(dialog).getByLabelText('SKU'), 'KEN-AA');
    await userEvent.clear(within(dialog).getByLabelText('Inventory'));
    await userEvent.type(within(dialog).getByLabelText('Inventory'), '30');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'New' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Picture')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Kenya AA',
      description: 'Bright.',
      price: '18.50',
      originalPrice: null,
      category: 'beans',
      unitSize: '12 oz',
      sku: 'KEN-AA',
      imageUrl: null,
      inventory: 30,
      // Coffee's member discount is the shop's 10%, whatever is stored.
      memberDiscountPercent: 0,
      releaseAt: null,
      inStock: true,
      isDirectPlusEligible: true,
      isBestseller: false,
      isNew: true,
      isSale: false,
    });
    // In words a person says (it was "Kenya AA is on the shop as saved.").
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Product created',
      description: 'Kenya AA is live in the shop. Add its picture now.',
    });
  });

  it('when the admin gives equipment a member discount, then it is posted; above 15% the contract’s message shows; coffee shows its fixed 10%', async () => {
    const { requests } = await openProducts([
      http.post('/api/admin/products', () =>
        HttpResponse.json(fullProduct(6, { name: 'Hand Grinder', imageUrl: null }), {
          status: 201,
        }),
      ),
      http.get('/api/admin/products/:id', () =>
        HttpResponse.json(fullProduct(6, { name: 'Hand Grinder', imageUrl: null })),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'espresso');
    const fixed = within(dialog).getByLabelText('Direct+ member discount (%)');
    expect(fixed).toHaveValue('10');
    expect(fixed).toHaveAttribute('readonly');
    expect(
      within(dialog).getByText('All coffee is 10% off for active Direct+ members.'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Hand Grinder');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '89.00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'coffee-makers');
    const discount = within(dialog).getByLabelText('Direct+ member discount (%)');
    await userEvent.clear(discount);
    await userEvent.type(discount, '16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(
      within(dialog).getByText('Member discount must be a whole number from 0 to 15'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(discount);
    await userEvent.type(discount, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      category: 'coffee-makers',
      memberDiscountPercent: 12,
    });
  });

  it('when the admin gives a product a public release time, then the instant is posted with its zone', async () => {
    const { requests } = await openProducts([
      http.post('/api/admin/products', () =>
        HttpResponse.json(fullProduct(7, { name: 'Geisha Reserve', imageUrl: null }), {
          status: 201,
        }),
      ),
      http.get('/api/admin/products/:id', () =>
        HttpResponse.json(fullProduct(7, { name: 'Geisha Reserve', imageUrl: null })),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Geisha Reserve');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '39.00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'beans');
    const release = within(dialog).getByLabelText('Public release (early access)');
    expect(release).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(release, { target: { value: '2026-12-03T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      releaseAt: new Date('2026-12-03T09:00').toISOString(),
    });
  });

  it('when an edited product is saved, then the toast says the changes are live, or that it is held back from sale', async () => {
    let inStock = true;
    const { store } = await openProducts([
      http.put('/api/admin/products/:id', () =>
        HttpResponse.json(fullProduct(1, { name: 'Walk Roast', imageUrl: SHIPPED, inStock })),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await within(dialog).findByDisplayValue('Product 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Product saved',
        description: 'Your changes to Walk Roast are live in the shop.',
      }),
    );
    inStock = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        description: 'Your changes to Walk Roast are saved; it is held back from sale.',
      }),
    );
  });

  it('when a product is edited, then its fields are put without the stock, and a taken SKU shows on the SKU field', async () => {
    const { requests } = await openProducts([
      http.put('/api/admin/products/:id', () =>
        HttpResponse.json({ message: 'Another product already has this SKU' }, { status: 409 }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const name = await within(dialog).findByLabelText('Name');
    expect(name).toHaveValue('Product 1');
    expect(within(dialog).getByLabelText('Inventory')).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Product One');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(
      await within(dialog).findByText('Another product already has this SKU'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/products/${staffProduct(1).id}`);
    expect(put?.body).toMatchObject({ name: 'Product One', price: '11.99', category: 'beans' });
    expect(put?.body).not.toHaveProperty('inventory');
  });

  it('when a picture of the wrong type or size is chosen, then it is refused here and nothing is sent', async () => {
    const { requests } = await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const input = await screen.findByLabelText('Picture');
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(
      await screen.findByText('The picture must be a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The picture must be at most 2 MB')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('when a good picture is chosen, then its bytes are put with its own type', async () => {
    let received: { type: string | null; size: number } | null = null;
    const { store } = await openProducts([
      http.put('/api/admin/products/:id/image', async ({ request }) => {
        received = {
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        };
        return HttpResponse.json(fullProduct(1, { imageUrl: UPLOADED }));
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const input = await screen.findByLabelText('Picture');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'p.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(received).toEqual({ type: 'image/png', size: 8 }));
    // One line: on a phone a two-line toast found no room above the form's fields.
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toEqual({
        id: expect.any(Number),
        title: 'Picture uploaded',
        variant: 'success',
      }),
    );
  });

  describe('a picture uploaded, then Save Product (the picture used to be deleted)', () => {
    /** The server's product: its picture changes when one is uploaded. */
    function productServer(initial: Record<string, unknown>) {
      let stored = fullProduct(5, { name: 'Kenya AA', ...initial });
      return [
        http.post('/api/admin/products', () => HttpResponse.json(stored, { status: 201 })),
        http.get('/api/admin/products/:id', () => HttpResponse.json(stored)),
        http.put('/api/admin/products/:id/image', () => {
          stored = { ...stored, imageUrl: UPLOADED };
          return HttpResponse.json(stored);
        }),
        http.put('/api/admin/products/:id', async ({ request }) => {
          stored = { ...stored, ...((await request.json()) as object) };
          return HttpResponse.json(stored);
        }),
      ];
    }
    const lastProductPut = (requests: readonly { method: string; path: string; body: unknown }[]) =>
      requests.filter((r) => r.method === 'PUT' && !r.path.endsWith('/image')).at(-1);

    it('when a new product gets its picture and is saved, then the save keeps the picture', async () => {
      const { requests } = await openProducts(productServer({ imageUrl: null }));
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      const adding = screen.getByRole('dialog', { name: 'Add Product' });
      await userEvent.type(within(adding).getByLabelText('Name'), 'Kenya AA');
      await userEvent.type(within(adding).getByLabelText('Price (USD)'), '18.50');
      await userEvent.selectOptions(within(adding).getByLabelText('Category'), 'beans');
      await userEvent.click(within(adding).getByRole('button', { name: 'Create Product' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
      fireEvent.change(await within(dialog).findByLabelText('Picture'), {
        target: { files: [png()] },
      });
      // The field shows the picture the product now has.
      await waitFor(() => expect(within(dialog).getByLabelText('Image URL')).toHaveValue(UPLOADED));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
      await waitFor(() => expect(lastProductPut(requests)).toBeDefined());
      const body = lastProductPut(requests)!.body as Record<string, unknown>;
      expect(body.imageUrl ?? UPLOADED).toBe(UPLOADED);
      expect(body).not.toHaveProperty('imageUrl', null);
    });

    it('when Save Product is pressed while the picture is still uploading, then the save does not touch the picture', async () => {
      let finishUpload: () => void = () => undefined;
      const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
      let stored = fullProduct(5, { name: 'Kenya AA', imageUrl: SHIPPED });
      const { requests } = await openProducts([
        http.get('/api/admin/products/:id', () => HttpResponse.json(stored)),
        http.put('/api/admin/products/:id/image', async () => {
          await uploaded;
          stored = { ...stored, imageUrl: UPLOADED };
          return HttpResponse.json(stored);
        }),
        http.put('/api/admin/products/:id', async ({ request }) => {
          stored = { ...stored, ...((await request.json()) as object) };
          return HttpResponse.json(stored);
        }),
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
      const name = await within(dialog).findByLabelText('Name');
      fireEvent.change(within(dialog).getByLabelText('Picture'), { target: { files: [png()] } });
      await userEvent.clear(name);
      await userEvent.type(name, 'Kenya AA Light');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
      await waitFor(() => expect(lastProductPut(requests)).toBeDefined());
      expect(lastProductPut(requests)!.body).not.toHaveProperty('imageUrl');
      finishUpload();
      await waitFor(() => expect(stored.imageUrl).toBe(UPLOADED));
      expect(stored.name).toBe('Kenya AA Light');
    });

    it('when the admin types a new image URL, then that one is saved', async () => {
      const { requests } = await openProducts(productServer({ imageUrl: SHIPPED }));
      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
      const field = await within(dialog).findByLabelText('Image URL');
      await userEvent.clear(field);
      await userEvent.type(field, 'https://images.example.com/kenya.webp');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
      await waitFor(() => expect(lastProductPut(requests)).toBeDefined());
      expect(lastProductPut(requests)!.body).toMatchObject({
        imageUrl: 'https://images.example.com/kenya.webp',
      });
    });

    it.each(['//evil.example/x.png', '/\\evil.example/x.png'])(
      'when the admin types %s, then the form refuses it with the contract’s message and nothing is sent',
      async (url) => {
        const { requests } = await openProducts(productServer({ imageUrl: SHIPPED }));
        await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
        const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
        const field = await within(dialog).findByLabelText('Image URL');
        await userEvent.clear(field);
        fireEvent.change(field, { target: { value: url } });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Save Product' }));
        expect(field).toHaveAccessibleDescription(PRODUCT_IMAGE_URL_MESSAGE);
        expect(lastProductPut(requests)).toBeUndefined();
      },
    );
  });
});
