import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isCoffeeCategory,
  isProductId,
  ROAST_BATCH_NEEDED_CODE,
  roastAllocationRequestSchema,
  type RoastAllocation,
  purchasesChangedSchema,
  shortageMessage,
  stockReservationSchema,
  TOTAL_COUNT_HEADER,
  lineName,
  RETIRED_VARIANT_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  variantIdOf,
  variantLabel,
  type BagSize,
  type Grind,
  type ProductVariantWire,
  type ProductWire,
  type StockReservation,
  type StockShortage,
} from '@coffee/contracts';
import { errorHandler, parseBody, requireInternal } from '@coffee/service-defaults';
import express from 'express';

/**
 * A real HTTP server standing in for the catalog service's API as the contracts define it:
 * GET /api/products?ids= (no variants, as list answers), GET /api/products/:id (the variants on
 * sale) and the staff detail (all variants), the internal stock reservations per variant (all
 * or nothing, idempotent per reservation id, 409 with a stockShortage body) and the purchase changes (recorded) behind the
 * same x-internal-token guard.
 * Node runs one handler at a time, so its in-memory stock is exact under any concurrency.
 */
/** The roast day the fake's batches have. */
export const FAKE_ROAST_DAY = '2026-11-30';

export async function startFakeCatalog(internalToken: string) {
  const products = new Map<string, ProductWire>();
  const reservations = new Map<string, StockReservation['lines']>();
  const calls: { method: string; path: string; requestId: string | undefined }[] = [];
  /** The next reservation POSTs answer this status instead (e.g. 500), one per entry. */
  const failReserve: number[] = [];
  /** Like failReserve, but the stock is taken first: the answer is lost, not the reservation. */
  const failAfterReserve: number[] = [];
  /** While true, releases answer 503 (the catalog cannot give stock back right now). */
  let failRelease = false;
  /** Runs as a reservation arrives: lets a test sell stock "meanwhile" (a lost race). */
  let beforeReserve: (() => void) | undefined;

  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    calls.push({ method: req.method, path: req.path, requestId: req.get('x-request-id') });
    next();
  });

  /** The public detail: the variants on sale only (retired ones are left out, as the catalog does). */
  app.get('/api/products/:id', (req, res) => {
    const product = products.get(String(req.params.id));
    if (!product) {
      res.status(404).json({ message: 'Product not found' });
      return;
    }
    res.json({ ...product, variants: (product.variants ?? []).filter((v) => !v.retired) });
  });

  /** The staff detail: every variant, the retired ones too. */
  app.get('/internal/staff/products/:id', requireInternal(internalToken), (req, res) => {
    const product = products.get(String(req.params.id));
    if (!product) {
      res.status(404).json({ message: 'Product not found' });
      return;
    }
    res.json(product);
  });

  app.get('/api/products', (req, res) => {
    const ids = typeof req.query.ids === 'string' ? req.query.ids.split(',') : [];
    if (ids.some((id) => !isProductId(id))) {
      res.status(400).json({ message: 'ids must be a comma-separated list of product ids' });
      return;
    }
    // List answers carry no variants (as the catalog's).
    const found = ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [{ ...product, variants: [] }] : [];
    });
    res.set(TOTAL_COUNT_HEADER, String(found.length)).json(found);
  });

  app.post('/internal/stock/reservations', requireInternal(internalToken), (req, res) => {
    const reservation = parseBody(stockReservationSchema, req);
    beforeReserve?.();
    const failure = failReserve.shift();
    if (failure !== undefined) {
      res.status(failure).json({ message: 'Injected failure' });
      return;
    }
    if (reservations.has(reservation.reservationId)) {
      res.status(200).json({ reservationId: reservation.reservationId });
      return;
    }
    for (const line of reservation.lines) {
      const product = products.get(line.productId);
      if (!product) {
        res.status(404).json({ message: 'Product not found' });
        return;
      }
      const stock = stockOf(product, line.variantId);
      if (stock === 'unknown' || stock === 'retired') {
        res.status(400).json({
          message: stock === 'retired' ? RETIRED_VARIANT_MESSAGE : UNKNOWN_VARIANT_MESSAGE,
        });
        return;
      }
      if (stock.available < line.quantity) {
        const shortage: StockShortage = {
          message: shortageMessage(stock.name, stock.available),
          code: 'OUT_OF_STOCK',
          productId: product.id,
          ...(line.variantId ? { variantId: line.variantId } : {}),
          productName: stock.name,
          available: stock.available,
        };
        res.status(409).json(shortage);
        return;
      }
    }
    for (const line of reservation.lines) adjust(line.productId, -line.quantity, line.variantId);
    reservations.set(reservation.reservationId, reservation.lines);
    const lost = failAfterReserve.shift();
    if (lost !== undefined) {
      res.status(lost).json({ message: 'Injected failure' });
      return;
    }
    res.status(201).json({ reservationId: reservation.reservationId });
  });

  /** The users told of, in order: { userId, productIds } (the reviews' Verified Purchase marks). */
  const purchaseChanges: { userId: string; productIds: string[] }[] = [];
  /** While true, purchase changes answer 503 (the catalog cannot re-check them right now). */
  let failPurchaseChanges = false;
  app.post(
    '/internal/users/:userId/purchases-changed',
    requireInternal(internalToken),
    (req, res) => {
      const { productIds } = parseBody(purchasesChangedSchema, req);
      if (failPurchaseChanges) {
        res.status(503).json({ message: 'Injected failure' });
        return;
      }
      purchaseChanges.push({ userId: String(req.params.userId), productIds });
      res.json({ reviewsUpdated: 0 });
    },
  );

  app.delete('/internal/stock/reservations/:id', requireInternal(internalToken), (req, res) => {
    if (failRelease) {
      res.status(503).json({ message: 'Injected failure' });
      return;
    }
    const lines = reservations.get(String(req.params.id));
    if (!lines) {
      res.status(404).json({ message: 'Reservation not found' });
      return;
    }
    for (const line of lines) adjust(line.productId, line.quantity, line.variantId);
    reservations.delete(String(req.params.id));
    res.status(204).end();
  });

  // A return's resellable units back in stock, once per return (the catalog's
  // POST /internal/stock/returns/{returnId}: 201 added, 200 added before).
  const restocked = new Set<string>();
  app.post('/internal/stock/returns/:returnId', requireInternal(internalToken), (req, res) => {
    const returnId = String(req.params.returnId);
    if (restocked.has(returnId)) {
      res.json({ restocked: false });
      return;
    }
    const { change } = req.body as {
      change: { lines: { productId: string; variantId?: string; value: number }[] };
    };
    for (const line of change.lines) adjust(line.productId, line.value, line.variantId);
    restocked.add(returnId);
    res.status(201).json({ restocked: true });
  });

  // Roast allocations as the catalog answers them: the coffee lines, each from a batch roasted
  // on FAKE_ROAST_DAY, once per order; `roastRefusal` set: the 409 of a coffee with no batch.
  const allocations = new Map<string, RoastAllocation>();
  let roastRefusal: string | undefined;
  app.post('/internal/roast/allocations', requireInternal(internalToken), (req, res) => {
    const request = parseBody(roastAllocationRequestSchema, req);
    const known = allocations.get(request.orderId);
    if (known) {
      res.json(known);
      return;
    }
    if (roastRefusal) {
      res.status(409).json({ message: roastRefusal, code: ROAST_BATCH_NEEDED_CODE });
      return;
    }
    const lines = request.lines.flatMap((line) => {
      const product = products.get(line.productId);
      if (!product || !isCoffeeCategory(product.category)) return [];
      return [
        { itemId: line.itemId, batchId: 'fake-batch', roastedOn: FAKE_ROAST_DAY, grams: 340 },
      ];
    });
    const allocation = { orderId: request.orderId, lines };
    allocations.set(request.orderId, allocation);
    res.json(allocation);
  });
  app.use(errorHandler);

  /** A line's variant and what it has; a product without variants is its own 'default'. */
  function stockOf(product: ProductWire, variantId: string | undefined) {
    const variants = product.variants ?? [];
    if (variants.length === 0) {
      if (variantId !== undefined && variantId !== (product.defaultVariantId ?? 'default'))
        return 'unknown' as const;
      const available = product.inStock ? (product.inventory ?? 0) : 0;
      return { name: product.name, available };
    }
    const variant = variants.find((v) => v.id === (variantId ?? product.defaultVariantId));
    if (!variant) return 'unknown' as const;
    if (variant.retired) return 'retired' as const;
    const label =
      variant.label || variantLabel({ size: variant.size ?? null, grind: variant.grind ?? null });
    return {
      name: lineName(product.name, label),
      available: variant.inStock === false ? 0 : (variant.inventory ?? 0),
    };
  }

  /** Stock moves per variant; the product's inventory is the sum over its variants on sale. */
  function adjust(productId: string, by: number, variantId?: string) {
    const product = products.get(productId);
    if (!product) return;
    const variants = product.variants ?? [];
    if (variants.length === 0) {
      const inventory = (product.inventory ?? 0) + by;
      products.set(productId, { ...product, inventory, inStock: inventory > 0 });
      return;
    }
    const id = variantId ?? product.defaultVariantId;
    const next = variants.map((v) => {
      if (v.id !== id) return v;
      const inventory = (v.inventory ?? 0) + by;
      return { ...v, inventory, inStock: inventory > 0 };
    });
    const onSale = next.filter((v) => !v.retired);
    const inventory = onSale.reduce((sum, v) => sum + (v.inventory ?? 0), 0);
    products.set(productId, {
      ...product,
      variants: next,
      inventory,
      inStock: onSale.some((v) => v.inStock !== false && (v.inventory ?? 0) > 0),
    });
  }

  /** One variant's stock now (tests of per-variant stock). */
  function variantStock(productId: string, variantId: string): number | null {
    const variant = products.get(productId)?.variants?.find((v) => v.id === variantId);
    return variant ? (variant.inventory ?? null) : null;
  }

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    products,
    reservations,
    calls,
    failReserve,
    failAfterReserve,
    setFailRelease(value: boolean) {
      failRelease = value;
    },
    setBeforeReserve(hook: (() => void) | undefined) {
      beforeReserve = hook;
    },
    variantStock,
    purchaseChanges,
    /** The roast allocations made, by order id. */
    allocations,
    /** Shipping's roast allocations answer 409 with this message (undefined: they allocate). */
    setRoastRefusal(message: string | undefined) {
      roastRefusal = message;
    },
    setFailPurchaseChanges(value: boolean) {
      failPurchaseChanges = value;
    },
    /** Adds a product (a fresh id each time) and returns it as the catalog serves it. */
    addProduct(overrides: Partial<ProductWire> = {}): ProductWire {
      const id = randomBytes(12).toString('hex');
      const product: ProductWire = {
        id,
        name: `Test Roast ${id.slice(-4)}`,
        description: 'A test coffee',
        price: '12.99',
        imageUrl: `/api/products/images/${id}.svg`,
        category: 'beans',
        inStock: true,
        rating: 4.5,
        reviewCount: 3,
        isDirectPlusEligible: true,
        isBestseller: false,
        isNew: false,
        isSale: false,
        originalPrice: null,
        unitSize: '12 oz',
        sku: `SKU-${id.slice(-6)}`,
        inventory: 100,
        createdAt: '2025-01-01T00:00:00.000Z',
        ...overrides,
      };
      products.set(product.id, product);
      return product;
    },
    /**
     * Adds a coffee sold in these variants (12 oz whole bean first, the default unless said):
     * its price and stock are each variant's; the product's fields follow the default variant.
     */
    addCoffee(
      variants: {
        size: BagSize;
        grind?: Grind | null;
        price: string;
        inventory: number;
        retired?: boolean;
      }[],
      overrides: Partial<ProductWire> = {},
    ): ProductWire & { variants: ProductVariantWire[] } {
      const id = randomBytes(12).toString('hex');
      const wired: ProductVariantWire[] = variants.map((v) => {
        const options = { size: v.size, grind: v.grind ?? null };
        return {
          id: variantIdOf(options),
          sku: `SKU-${id.slice(-6)}-${variantIdOf(options).toUpperCase()}`,
          ...options,
          label: variantLabel(options),
          price: v.price,
          originalPrice: null,
          inStock: v.inventory > 0,
          inventory: v.inventory,
          imageUrl: null,
          retired: v.retired ?? false,
        };
      });
      const first = wired[0]!;
      const onSale = wired.filter((v) => !v.retired);
      const product = {
        id,
        name: `Test Origin ${id.slice(-4)}`,
        description: 'A test coffee in bags',
        price: first.price,
        imageUrl: `/api/products/images/${id}.svg`,
        category: 'beans' as const,
        inStock: onSale.some((v) => (v.inventory ?? 0) > 0),
        rating: 4.5,
        reviewCount: 3,
        isDirectPlusEligible: true,
        isBestseller: false,
        isNew: false,
        isSale: false,
        originalPrice: null,
        unitSize: '12 oz',
        sku: `SKU-${id.slice(-6)}`,
        inventory: onSale.reduce((sum, v) => sum + (v.inventory ?? 0), 0),
        createdAt: '2025-01-01T00:00:00.000Z',
        ...overrides,
        variants: wired,
        defaultVariantId: first.id,
      };
      products.set(product.id, product);
      return product;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeCatalog = Awaited<ReturnType<typeof startFakeCatalog>>;
