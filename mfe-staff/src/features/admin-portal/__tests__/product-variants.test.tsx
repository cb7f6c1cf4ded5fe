import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { PRODUCT_SKU_TAKEN_MESSAGE, VARIANTS_DUPLICATE_MESSAGE } from '@coffee/contracts';
import { AdminPortalPage } from '..';
import {
  admin,
  dashboard,
  fullProduct,
  pageOf,
  staffProduct,
  staffVariant,
  withUi,
} from '../../../test/fixtures';
import { openAdminTab } from './open-admin-tab';

const variants = [
  staffVariant(1, { size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 40 }),
  staffVariant(1, {
    size: '2 lb',
    grind: 'whole-bean',
    price: '44.99',
    inventory: 4,
    lowStock: true,
  }),
];
const bean = fullProduct(1, {
  name: 'Ethiopia Yirgacheffe',
  variants,
  defaultVariantId: '12oz-whole-bean',
  origin: { country: 'Ethiopia', region: 'Yirgacheffe' },
  roastLevel: 'light',
  process: 'washed',
  altitude: { min: 1900, max: 2200 },
  flavorNotes: ['jasmine', 'lemon'],
  brewSuggestions: ['Pour-over: 15 g to 250 g'],
});

async function editBean(handlers: RequestHandler[] = []) {
  const view = await openAdminTab('Products', [
    ...handlers,
    http.get('/api/admin/products', () =>
      HttpResponse.json(pageOf([staffProduct(1, { name: 'Ethiopia Yirgacheffe', variants })])),
    ),
    http.get('/api/admin/products/:id', () => HttpResponse.json(bean)),
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
  await within(dialog).findByRole('heading', { name: 'Variants' });
  return { ...view, dialog };
}

const variantsForm = (dialog: HTMLElement) =>
  within(dialog).getByRole('form', { name: 'Variants' });
const coffeeForm = (dialog: HTMLElement) => within(dialog).getByRole('form', { name: 'Coffee' });

describe('admin portal: a product’s variants', () => {
  it('when a 5 lb variant is added and one retired, then the whole list is put with their ids', async () => {
    const { dialog, requests, store } = await editBean([
      http.put('/api/admin/products/:id/variants', () =>
        HttpResponse.json({
          ...bean,
          variants: [
            { ...variants[0]!, retired: true },
            variants[1],
            staffVariant(1, { size: '5 lb', grind: 'whole-bean', price: '99.99', inventory: 12 }),
          ],
        }),
      ),
    ]);
    const form = variantsForm(dialog);
    const table = within(form).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Size and grind',
      'SKU',
      'Price (USD)',
      'Original price (USD)',
      'Stock',
      'Status',
      'Actions',
    ]);
    expect(within(form).getByLabelText('Price for 2 lb, whole bean')).toHaveValue('44.99');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Variant' }));
    // The new row's first control has the focus: a keyboard user goes on from there.
    await waitFor(() =>
      expect(within(form).getByLabelText('Size for new variant 1')).toHaveFocus(),
    );
    await userEvent.selectOptions(within(form).getByLabelText('Size for new variant 1'), '5 lb');
    expect(within(form).getByLabelText('Grind for new variant 1')).toHaveValue('whole-bean');
    await userEvent.type(within(form).getByLabelText('SKU for new variant 1'), 'ETH-5LB-WB');
    await userEvent.type(within(form).getByLabelText('Price for new variant 1'), '99.99');
    await userEvent.clear(within(form).getByLabelText('Starting stock for new variant 1'));
    await userEvent.type(within(form).getByLabelText('Starting stock for new variant 1'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Retire 12 oz, whole bean' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Variants' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Variants saved',
        description: 'Ethiopia Yirgacheffe: 2 on sale, 1 retired.',
      }),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/products/${bean.id}/variants`);
    expect(put?.body).toEqual({
      variants: [
        {
          id: '12oz-whole-bean',
          size: '12 oz',
          grind: 'whole-bean',
          sku: 'SKU-1-12OZ-WHOLE-BEAN',
          price: '18.99',
          originalPrice: null,
          inventory: 40,
          retired: true,
        },
        {
          id: '2lb-whole-bean',
          size: '2 lb',
          grind: 'whole-bean',
          sku: 'SKU-1-2LB-WHOLE-BEAN',
          price: '44.99',
          originalPrice: null,
          inventory: 4,
          retired: false,
        },
        {
          size: '5 lb',
          grind: 'whole-bean',
          sku: 'ETH-5LB-WB',
          price: '99.99',
          originalPrice: null,
          inventory: 12,
          retired: false,
        },
      ],
    });
    // Saved: the new row is a variant of its own now, with its id; the retired one can come back.
    expect(
      await within(form).findByRole('rowheader', { name: /5 lb, whole bean/ }),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Bring back 12 oz, whole bean' }),
    ).toBeInTheDocument();
  });

  it('when a new row repeats a size and grind or lacks a price, then the messages show at the row and nothing is sent', async () => {
    const { dialog, requests } = await editBean();
    const form = variantsForm(dialog);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Variant' }));
    await userEvent.selectOptions(within(form).getByLabelText('Size for new variant 1'), '2 lb');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Variants' }));
    expect(within(form).getByLabelText('Size for new variant 1')).toHaveAccessibleDescription(
      VARIANTS_DUPLICATE_MESSAGE,
    );
    expect(within(form).getByLabelText('Price for new variant 1')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Correct the marked variants, then save again.',
    );
    // Corrected as typed: the size message goes once another size is chosen.
    await userEvent.selectOptions(within(form).getByLabelText('Size for new variant 1'), '5 lb');
    expect(within(form).getByLabelText('Size for new variant 1')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it.each([
    [400, 'SKU may hold letters, digits and hyphens'],
    [409, PRODUCT_SKU_TAKEN_MESSAGE],
  ])(
    'when the service refuses a row (%i), then its message shows at that row’s field',
    async (status, message) => {
      const { dialog } = await editBean([
        http.put('/api/admin/products/:id/variants', () =>
          HttpResponse.json({ message, issues: [{ path: 'variants.1.sku', message }] }, { status }),
        ),
      ]);
      const form = variantsForm(dialog);
      await userEvent.click(within(form).getByRole('button', { name: 'Save Variants' }));
      await waitFor(() =>
        expect(within(form).getByLabelText('SKU for 2 lb, whole bean')).toHaveAccessibleDescription(
          message,
        ),
      );
      expect(within(form).getByLabelText('SKU for 12 oz, whole bean')).toHaveAttribute(
        'aria-invalid',
        'false',
      );
    },
  );
});

describe('admin portal: a coffee’s data', () => {
  it('when notes are added and removed and the coffee saved, then the contract’s body is put', async () => {
    const { dialog, requests, store } = await editBean([
      http.put('/api/admin/products/:id/coffee', () => HttpResponse.json(bean)),
    ]);
    const form = coffeeForm(dialog);
    expect(within(form).getByLabelText('Origin country')).toHaveValue('Ethiopia');
    expect(within(form).getByLabelText('Roast level')).toHaveValue('light');
    const notes = within(form).getByRole('list', { name: 'Flavour notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['jasmine', 'lemon']);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove flavour note lemon' }));
    await userEvent.type(within(form).getByLabelText('New flavour note'), 'bergamot{Enter}');
    await userEvent.type(within(form).getByLabelText('New flavour note'), 'peach');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Note' }));
    await userEvent.selectOptions(within(form).getByLabelText('Process'), 'natural');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coffee Details' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/products/${bean.id}/coffee`);
    expect(put?.body).toEqual({
      origin: { country: 'Ethiopia', region: 'Yirgacheffe' },
      roastLevel: 'light',
      process: 'natural',
      altitude: { min: 1900, max: 2200 },
      flavorNotes: ['jasmine', 'bergamot', 'peach'],
      brewSuggestions: ['Pour-over: 15 g to 250 g'],
    });
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Coffee details saved' }),
    );
  });

  it('when the coffee’s fields break the contract, then its messages show by the fields and nothing is sent', async () => {
    const { dialog, requests } = await editBean();
    const form = coffeeForm(dialog);
    await userEvent.clear(within(form).getByLabelText('Origin country'));
    await userEvent.clear(within(form).getByLabelText('Altitude from (m)'));
    await userEvent.type(within(form).getByLabelText('Altitude from (m)'), '2500');
    await userEvent.type(within(form).getByLabelText('New flavour note'), 'x{Enter}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Coffee Details' }));
    expect(within(form).getByLabelText('Origin country')).toHaveAccessibleDescription(
      'Country must be at least 2 characters',
    );
    expect(within(form).getByLabelText('Altitude from (m)')).toHaveAccessibleDescription(
      'The lowest altitude must not be above the highest',
    );
    expect(within(form).getByLabelText('New flavour note')).toHaveAccessibleDescription(
      'Flavour notes need 2 characters',
    );
    await userEvent.clear(within(form).getByLabelText('Altitude to (m)'));
    await userEvent.type(within(form).getByLabelText('Altitude to (m)'), 'high');
    expect(within(form).getByLabelText('Altitude to (m)')).toHaveAccessibleDescription(
      'Altitude must be a whole number of metres, such as 1900',
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('when the product is not coffee, then there is no Coffee section', async () => {
    await openAdminTab('Products', [
      http.get('/api/admin/products', () => HttpResponse.json(pageOf([staffProduct(2)]))),
      http.get('/api/admin/products/:id', () =>
        HttpResponse.json(fullProduct(2, { category: 'equipment' })),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    await within(dialog).findByRole('heading', { name: 'Variants' });
    expect(within(dialog).queryByRole('heading', { name: 'Coffee' })).toBeNull();
  });
});

describe('admin portal: stock of variants', () => {
  it('when Update Inventory is used on a coffee, then each chosen variant is a line with its variantId', async () => {
    const { requests } = await openAdminTab('Products', [
      http.get('/api/admin/products', () =>
        HttpResponse.json(
          pageOf([
            staffProduct(1, { name: 'Ethiopia Yirgacheffe', variants }),
            staffProduct(2, { name: 'Burr Grinder', variants: [staffVariant(2)] }),
          ]),
        ),
      ),
      http.post('/api/employee/inventory', () =>
        HttpResponse.json({ items: [staffProduct(1), staffProduct(2)] }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Inventory' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Inventory' });
    await userEvent.click(within(dialog).getByText('Ethiopia Yirgacheffe'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /2 lb, whole bean/ }));
    await userEvent.type(
      within(dialog).getByLabelText('Quantity for Ethiopia Yirgacheffe, 2 lb, whole bean'),
      '10',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Burr Grinder/ }));
    await userEvent.type(within(dialog).getByLabelText('Quantity for Burr Grinder'), '2');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Weekly delivery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to Chosen Products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      mode: 'adjust',
      lines: [
        { productId: staffProduct(1).id, variantId: '2lb-whole-bean', value: 10 },
        { productId: staffProduct(2).id, value: 2 },
      ],
      reason: 'Weekly delivery',
    });
  });

  it('when Update Stock is opened on a coffee’s row, then a size and grind must be chosen first', async () => {
    const { requests } = await openAdminTab('Products', [
      http.get('/api/admin/products', () =>
        HttpResponse.json(pageOf([staffProduct(1, { name: 'Ethiopia Yirgacheffe', variants })])),
      ),
      http.post('/api/employee/inventory/:id', () => HttpResponse.json(staffProduct(1))),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Stock: Ethiopia Yirgacheffe' });
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Found a case');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Stock' }));
    expect(within(dialog).getByLabelText('Size and grind')).toHaveAccessibleDescription(
      'Choose the size and grind whose stock changes',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Size and grind'),
      '2 lb, whole bean (4 in stock)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Stock' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      variantId: '2lb-whole-bean',
      value: 5,
    });
  });
});

describe('admin dashboard: low stock per variant', () => {
  it('when one size of a coffee runs low, then the row names that size', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        http.get('/api/admin/dashboard', () =>
          HttpResponse.json({
            ...dashboard(),
            lowStock: {
              items: [staffProduct(1, { name: 'Ethiopia Yirgacheffe', inventory: 44, variants })],
              total: 1,
            },
          }),
        ),
      ],
    });
    const low = await screen.findByRole('region', { name: 'Low-stock products' });
    const row = within(low).getByRole('row', { name: /Ethiopia Yirgacheffe, 2 lb, whole bean/ });
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByText('SKU-1-2LB-WHOLE-BEAN')).toBeInTheDocument();
    expect(within(low).queryByText(/12 oz/)).toBeNull();
  });
});
